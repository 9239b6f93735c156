package tilesearch.io;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Packed4;

/**
 * {@link BoardBytes#packed4}'s two ways of reading a 4×4 board: eight bytes at a time
 * ({@link BoardBytes#packed4Words}) gives the board the byte-by-byte way gives, or declines; it reads every board
 * written the usual way with tiles the packed path holds; and a board near the end of its bytes is read byte by
 * byte, as it must be. The same for board text read eight bytes at a time ({@link BoardBytes#packed4TextWords}):
 * the board whose usual text stands there, or none.
 */
class BoardBytesTest {

    /** Bytes the edits put into a board: its own syntax, blanks, leading zeros, and what ends or breaks it. */
    private static final String EDITS = "0123456789 /\t,\"\r\n-x";

    @Property(tries = 3000)
    void packed4Words_editedBoards_theBoardOfTheByteWayOrNone(@ForAll("exponents") List<Integer> exponents,
            @ForAll("edits") List<int[]> edits, @ForAll @IntRange(max = 12) int before,
            @ForAll @IntRange(max = 12) int after, @ForAll("neighbours") char next) {
        String text = edited(notation(exponents), edits);
        byte[] bytes = placed(text, before, after);
        int to = before + text.length();
        if (after > 0) {
            bytes[to] = (byte) next;
        }
        long bytewise = BoardBytes.packed4(bytes, before, to, new byte[16]);
        long words = to + Long.BYTES <= bytes.length ? BoardBytes.packed4Words(bytes, before, to) : -1;
        assertTrue(words == -1 || words == bytewise, () -> "[" + text + "]: " + words + " vs " + bytewise);
        assertEquals(bytewise, byteByByte(bytes, before, to), () -> "[" + text + "]");
    }

    @Property(tries = 2000)
    void packed4Words_boardsWrittenTheUsualWay_readsEveryOne(@ForAll("exponents") List<Integer> exponents) {
        String text = notation(exponents);
        byte[] bytes = placed(text, 0, Long.BYTES);
        bytes[text.length()] = ',';
        long expected = exponents.stream().allMatch(e -> e <= Packed4.MAX_EXPONENT) ? packed(exponents) : -1;
        assertEquals(expected, BoardBytes.packed4Words(bytes, 0, text.length()), text);
        assertEquals(expected, BoardBytes.packed4(bytes, 0, text.length(), new byte[16]), text);
    }

    @Property(tries = 3000)
    void packed4TextWords_editedBoards_theBoardWrittenThereOrNone(@ForAll("exponents") List<Integer> exponents,
            @ForAll("edits") List<int[]> edits, @ForAll @IntRange(max = 12) int before,
            @ForAll @IntRange(max = 12) int after, @ForAll("neighbours") char next) {
        String text = edited(lines(exponents), edits);
        byte[] bytes = placed(text, before, after + BoardBytes.PACKED4_TEXT_WORDS_BYTES);
        int limit = before + text.length() + after;
        if (after > 0) {
            bytes[before + text.length()] = (byte) next;
        }
        long board = BoardBytes.packed4TextWords(bytes, before, limit);
        if (board != -1) {
            // The board read is exactly the one whose usual text stands there, so any reader reads the same.
            String read = new String(bytes, before, BoardBytes.packed4TextLength(board), US_ASCII);
            assertEquals(lines(unpacked(board)), read, () -> "[" + text + "]");
            assertTrue(before + read.length() <= limit, () -> "[" + text + "] read past its limit");
        }
    }

    @Property(tries = 2000)
    void packed4TextWords_boardsWrittenTheUsualWay_readsEveryOne(@ForAll("exponents") List<Integer> exponents,
            @ForAll @IntRange(max = 3) int after) {
        String text = lines(exponents);
        byte[] bytes = placed(text, 0, after + BoardBytes.PACKED4_TEXT_WORDS_BYTES);
        long expected = exponents.stream().allMatch(e -> e <= Packed4.MAX_EXPONENT) ? packed(exponents) : -1;
        assertEquals(expected, BoardBytes.packed4TextWords(bytes, 0, text.length() + after), text);
        if (expected != -1) {
            assertEquals(text.length(), BoardBytes.packed4TextLength(expected), text);
        }
    }

    @Test
    void packed4TextWords_lastLineEndPastTheLimit_none() {
        String text = "2 4 8 16\n32 64 128 256\n512 1024 2048 4096\n8192 16384 32768 0\n";
        byte[] bytes = placed(text, 0, BoardBytes.PACKED4_TEXT_WORDS_BYTES);
        assertNotEquals(-1, BoardBytes.packed4TextWords(bytes, 0, text.length()));
        assertEquals(-1, BoardBytes.packed4TextWords(bytes, 0, text.length() - 1));
    }

    @Test
    void packed4_boardAtTheEndOfItsBytes_readByteByByte() {
        String text = "2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 32768 0";
        long expected = Packed4.pack(Board.parse(text).exponents());
        for (int after = 0; after <= Long.BYTES; after++) {
            byte[] bytes = placed(text, 3, after);
            assertEquals(expected, BoardBytes.packed4(bytes, 3, 3 + text.length(), new byte[16]), "after " + after);
        }
        assertNotEquals(-1, expected);
    }

    @Provide
    Arbitrary<List<Integer>> exponents() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, Arbitraries.integers().between(0, 11)),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(12, 17))).list().ofSize(16);
    }

    /** The byte after a board: a record's next field, its line end, a blank, or a digit it must not run into. */
    @Provide
    Arbitrary<Character> neighbours() {
        return Arbitraries.of(',', '\n', '\r', ' ', '\t', '7', '/');
    }

    @Provide
    Arbitrary<List<int[]>> edits() {
        Arbitrary<int[]> edit = Arbitraries.integers().between(0, 80).flatMap(at -> Arbitraries.integers()
                .between(0, 2).flatMap(kind -> Arbitraries.integers().between(0, EDITS.length() - 1)
                        .map(what -> new int[] {at, kind, what})));
        return edit.list().ofMaxSize(3);
    }

    /** The board in CSV notation, each tile in its shortest digits. */
    private static String notation(List<Integer> exponents) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            if (i > 0) {
                text.append(i % 4 == 0 ? '/' : ' ');
            }
            int e = exponents.get(i);
            text.append(e == 0 ? 0 : 1L << e);
        }
        return text.toString();
    }

    /** The board as board text, each tile in its shortest digits and each row ended by a line end. */
    private static String lines(List<Integer> exponents) {
        return notation(exponents).replace('/', '\n') + "\n";
    }

    private static List<Integer> unpacked(long board) {
        Integer[] exponents = new Integer[16];
        for (int i = 0; i < 16; i++) {
            exponents[i] = (int) (board >>> 4 * i & 0xF);
        }
        return List.of(exponents);
    }

    private static long packed(List<Integer> exponents) {
        byte[] cells = new byte[16];
        for (int i = 0; i < 16; i++) {
            cells[i] = exponents.get(i).byteValue();
        }
        return Packed4.pack(cells);
    }

    /** Inserts ({@code kind} 0), replaces (1) or deletes (2) one of {@link #EDITS} at each edit's place. */
    private static String edited(String text, List<int[]> edits) {
        StringBuilder edited = new StringBuilder(text);
        for (int[] edit : edits) {
            int at = Math.min(edit[0], edited.length());
            char what = EDITS.charAt(edit[2]);
            switch (edit[1]) {
                case 0 -> edited.insert(at, what);
                case 1 -> edited.replace(at, Math.min(at + 1, edited.length()), String.valueOf(what));
                default -> edited.delete(at, Math.min(at + 1, edited.length()));
            }
        }
        return edited.toString();
    }

    /**
     * {@code text} with {@code before} digits in front and {@code after} after it: neighbours no byte of a board
     * may run into.
     */
    private static byte[] placed(String text, int before, int after) {
        byte[] bytes = new byte[before + text.length() + after];
        Arrays.fill(bytes, (byte) '7');
        System.arraycopy(text.getBytes(US_ASCII), 0, bytes, before, text.length());
        return bytes;
    }

    /** The board as {@link BoardBytes#notation} reads it, packed, or -1: the oracle of both ways. */
    private static long byteByByte(byte[] bytes, int from, int to) {
        Board board = BoardBytes.notation(bytes, from, to);
        if (board == null || board.size() != 4) {
            return -1;
        }
        long packed = BoardBytes.packedCells(board.exponents());
        return packed;
    }
}
