package tilesearch.run;

import java.io.Serializable;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import tilesearch.input.DoneBoards;

/**
 * The boards whose rows a resumed run keeps, by input file (as the {@code file} column names it) and 1-based
 * ordinal in it: what its reader leaves out.
 *
 * <p>Rows are written in input order, so the boards kept of a file are most often its first ones. Each file keeps
 * that checkpoint, "its first R boards" (a map entry, about 40 bytes with the table), and a bitset only for boards
 * kept past a gap: a board stopped and solved again later, a file's rows split between two attempts. Held in the
 * heap; Serializable, so that {@code spark-solve} sends it to every executor.
 *
 * <p>Not thread-safe while boards are added; once filled, any thread may look up.
 */
public final class KeptBoards implements DoneBoards, Serializable {

    private static final long serialVersionUID = 1L;

    /** Per file, R: its boards 1 to R are kept. */
    private final Map<String, Integer> firstBoards = new HashMap<>();
    /** Per file, its boards kept after R + 1, which is not; only for files with such a gap. */
    private final Map<String, BitSet> laterBoards = new HashMap<>();
    private long count;

    /** Records board {@code ordinal} (1 or more) of {@code file} as kept; false when it was already. */
    boolean add(String file, int ordinal) {
        int first = firstBoards.getOrDefault(file, 0);
        BitSet later = laterBoards.get(file);
        if (ordinal <= first || later != null && later.get(ordinal)) {
            return false;
        }
        count++;
        if (ordinal > first + 1) {
            laterBoards.computeIfAbsent(file, name -> new BitSet()).set(ordinal);
            return true;
        }
        // The gap closes: the boards kept after it join the first ones.
        first = ordinal;
        if (later != null) {
            int next = later.nextClearBit(first + 1);
            later.clear(first + 1, next);
            first = next - 1;
            if (later.isEmpty()) {
                laterBoards.remove(file);
            }
        }
        firstBoards.put(file, first);
        return true;
    }

    @Override
    public boolean contains(String file, int ordinal) {
        if (ordinal < 1) {
            return false;
        }
        if (ordinal <= firstBoards.getOrDefault(file, 0)) {
            return true;
        }
        BitSet later = laterBoards.get(file);
        return later != null && later.get(ordinal);
    }

    /** How many boards are kept. */
    public long size() {
        return count;
    }
}
