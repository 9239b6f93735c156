package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import tilesearch.results.ResultRow;

/**
 * A baseline run reduced to what a comparison needs of each board, held compactly: about 50 bytes a board in
 * parallel primitive arrays (key, status, task, moves, max tile, time) and an open-addressing table, instead of a
 * row object per board. File names, statuses, tasks and moves are stored once each and referred to by number,
 * so a million-board baseline takes about 50 MB. A board listed twice keeps its first row; the repeat is noted.
 *
 * <p>Matching a current run ({@link BaselineMatcher}) marks each board it finds, so boards never marked are the
 * missing ones. Not thread-safe.
 */
final class BaselineIndex implements Consumer<ResultRow> {

    /** No board in this slot of the table. */
    private static final int EMPTY = -1;
    /** A max tile that is empty in the CSV. */
    private static final long NO_TILE = Long.MIN_VALUE;
    /** A max tile that may not fit in a long, kept in {@link #hugeTiles}. Neither marker is ever a tile. */
    private static final long HUGE_TILE = Long.MIN_VALUE + 1;

    private final Map<String, Integer> textIds = new HashMap<>();
    private final List<String> texts = new ArrayList<>();
    private long[] keys = new long[1024];
    private int[] statuses = new int[1024];
    private int[] tasks = new int[1024];
    private int[] moves = new int[1024];
    private long[] tiles = new long[1024];
    private double[] times = new double[1024];
    private final Map<Integer, BigInteger> hugeTiles = new HashMap<>();
    private int size;
    /** Board number per slot, by hash of the key, or EMPTY; a power of two in length, at most half full. */
    private int[] table = filled(2048);
    private final BitSet matched = new BitSet();
    private final BitSet repeated = new BitSet();

    /** Indexes {@code row}, the next row of the baseline in file order. */
    @Override
    public void accept(ResultRow row) {
        long key = key(idOf(row.file()), row.board());
        int slot = slot(key);
        if (table[slot] != EMPTY) {
            repeated.set(table[slot]);
            return;
        }
        if (size == keys.length) {
            grow();
        }
        keys[size] = key;
        statuses[size] = idOf(row.status());
        tasks[size] = idOf(row.task());
        moves[size] = idOf(row.moves());
        times[size] = RunAggregates.timed(row) ? row.elapsedMs() : Double.NaN;
        BigInteger tile = row.maxTile();
        tiles[size] = tile == null ? NO_TILE : tile.bitLength() < Long.SIZE - 1 ? tile.longValue() : HUGE_TILE;
        if (tiles[size] == HUGE_TILE) {
            hugeTiles.put(size, tile);
        }
        table[slot] = size++;
        if (size * 2 > table.length) {
            rehash();
        }
    }

    /** Boards indexed, repeats not counted. */
    int size() {
        return size;
    }

    /** The number of the board {@code file} #{@code board}, or -1 when the baseline does not have it. */
    int find(String file, int board) {
        Integer fileId = textIds.get(file);
        return fileId == null ? -1 : table[slot(key(fileId, board))];
    }

    /** Marks board {@code number} as met in the current run; false when it was met before. */
    boolean match(int number) {
        if (matched.get(number)) {
            return false;
        }
        matched.set(number);
        return true;
    }

    boolean matched(int number) {
        return matched.get(number);
    }

    /** Whether the baseline lists board {@code number} more than once. */
    boolean repeated(int number) {
        return repeated.get(number);
    }

    BoardKey boardKey(int number) {
        return new BoardKey(texts.get((int) (keys[number] >>> 32)), (int) keys[number]);
    }

    String status(int number) {
        return texts.get(statuses[number]);
    }

    /** Whether board {@code number} had the same task and moves as {@code row}. */
    boolean sameTask(int number, ResultRow row) {
        return texts.get(tasks[number]).equals(row.task()) && texts.get(moves[number]).equals(row.moves());
    }

    /** The max tile of board {@code number}, or {@code null} when its row gave none. */
    BigInteger maxTile(int number) {
        long tile = tiles[number];
        return tile == NO_TILE ? null : tile == HUGE_TILE ? hugeTiles.get(number) : BigInteger.valueOf(tile);
    }

    /** The time of board {@code number} in milliseconds, NaN when its row gave none. */
    double elapsedMs(int number) {
        return times[number];
    }

    /** The number stored for {@code text}, a file name, status, task or moves, storing it when new. */
    private int idOf(String text) {
        Integer id = textIds.get(text);
        if (id == null) {
            id = texts.size();
            texts.add(text);
            textIds.put(text, id);
        }
        return id;
    }

    private static long key(int fileId, int board) {
        return ((long) fileId << 32) | (board & 0xFFFF_FFFFL);
    }

    /** The slot holding {@code key}, or the empty slot where it would go (linear probing). */
    private int slot(long key) {
        int mask = table.length - 1;
        int slot = (int) mix(key) & mask;
        while (table[slot] != EMPTY && keys[table[slot]] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** The finalizer of MurmurHash3: spreads keys that differ in a few low bits over the whole table. */
    private static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }

    private void grow() {
        int capacity = keys.length * 2;
        keys = Arrays.copyOf(keys, capacity);
        statuses = Arrays.copyOf(statuses, capacity);
        tasks = Arrays.copyOf(tasks, capacity);
        moves = Arrays.copyOf(moves, capacity);
        tiles = Arrays.copyOf(tiles, capacity);
        times = Arrays.copyOf(times, capacity);
    }

    private void rehash() {
        table = filled(table.length * 2);
        for (int number = 0; number < size; number++) {
            table[slot(keys[number])] = number;
        }
    }

    private static int[] filled(int length) {
        int[] slots = new int[length];
        Arrays.fill(slots, EMPTY);
        return slots;
    }
}
