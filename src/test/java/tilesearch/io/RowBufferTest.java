package tilesearch.io;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tilesearch.board.Board;
import tilesearch.board.Packed4;
import tilesearch.board.Tiles;

class RowBufferTest {

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 9, 10, 11, 15, 16, 99, 100, 101, 127, 128, 999, 1000, 1023, 1024, 65536, 123456789,
        999_999_999_999_999_999L,
        1_000_000_000_000_000_000L, Long.MAX_VALUE})
    void appendDecimal_digitsAsLongToStringWritesThem(long value) throws IOException {
        assertEquals("x" + value + ",", written(new RowBuffer(1).append('x').appendDecimal(value).append(',')));
    }

    @Test
    void appendDecimal_powersOfTenAndTheirNeighbours_sameAsLongToString() throws IOException {
        long power = 1;
        for (int zeros = 0; zeros < RowBuffer.MAX_LONG_DIGITS; zeros++, power *= 10) {
            for (long value : new long[] {power - 1, power, power + 1, 2 * power - 1}) {
                assertEquals(Long.toString(value), written(new RowBuffer(4).appendDecimal(value)), "value " + value);
            }
        }
    }

    @Property(tries = 300)
    void appendDecimal_anyValue_sameAsLongToString(@ForAll @LongRange(min = 0) long value) throws IOException {
        assertEquals(Long.toString(value), written(new RowBuffer(4).appendDecimal(value)));
    }

    @Test
    void putThreeDigits_everyValue_threeDigitsWithLeadingZeros() throws IOException {
        for (int value = 0; value < 1000; value++) {
            RowBuffer rows = new RowBuffer(1).reserve(5);

            rows.put('.').putThreeDigits(value).put(',');

            assertEquals(String.format(".%03d,", value), written(rows), "value " + value);
        }
    }

    @Property(tries = 200)
    void appendNotation_anyBoard_sameAsToNotation(@ForAll @IntRange(min = 1, max = 7) int size,
            @ForAll Random random) throws IOException {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) (random.nextInt(4) == 0 ? random.nextInt(121) : random.nextInt(12));
        }
        Board board = Board.of(size, cells);
        assertEquals("," + board.toNotation() + ",", written(new RowBuffer(2).append(',').appendNotation(board)
                .append(',')));
    }

    @Property(tries = 200)
    void putPacked4_anyPackedBoard_sameAsToNotation(@ForAll long board) throws IOException {
        byte[] cells = new byte[16];
        Packed4.unpack(board, cells);
        RowBuffer rows = new RowBuffer(1).reserve(2 + RowBuffer.PACKED_NOTATION_BYTES + RowBuffer.WORD_BYTES);

        rows.put(',').putPacked4(board).put(',').putTile(cells[15]).put(',');

        assertEquals("," + Board.of(4, cells).toNotation() + "," + Tiles.decimal(cells[15]) + ",", written(rows));
    }

    private static String written(RowBuffer rows) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        rows.drainTo(out);
        return out.toString(US_ASCII);
    }
}
