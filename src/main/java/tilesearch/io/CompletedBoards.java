package tilesearch.io;

import java.io.Serializable;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The boards that already have a final row, keyed by input file (as named in the {@code file} column) and
 * 1-based ordinal in that file: what a resumed run skips.
 *
 * <p>One bit per board of each file, so a million boards of one file take about 125 KB, and 10,000 files of
 * 100 boards a few MB, mostly their names: about 150 bytes a file, which {@link SpilledBoards} keeps out of the
 * heap where the number of files is not bounded. Not thread-safe. Serializable, so that the Spark job can send it
 * to every machine that reads input.
 */
public final class CompletedBoards implements KeptBoards, Serializable {

    private static final long serialVersionUID = 1L;

    private final Map<String, BitSet> ordinalsByFile = new HashMap<>();
    private long count;

    /** Records board {@code ordinal} (1 or more) of {@code file} as done; recording it twice counts once. */
    void add(String file, int ordinal) {
        BitSet ordinals = ordinalsByFile.computeIfAbsent(file, name -> new BitSet());
        if (!ordinals.get(ordinal)) {
            ordinals.set(ordinal);
            count++;
        }
    }

    /** Records every board of {@code other} as done, as {@link #add} would one by one. */
    public void addAll(CompletedBoards other) {
        for (Map.Entry<String, BitSet> file : other.ordinalsByFile.entrySet()) {
            BitSet ordinals = ordinalsByFile.computeIfAbsent(file.getKey(), name -> new BitSet());
            int before = ordinals.cardinality();
            ordinals.or(file.getValue());
            count += ordinals.cardinality() - before;
        }
    }

    @Override
    public boolean contains(String file, int ordinal) {
        BitSet ordinals = ordinalsByFile.get(file);
        return ordinals != null && ordinal >= 0 && ordinals.get(ordinal);
    }

    @Override
    public long size() {
        return count;
    }

    @Override
    public CompletedBoards inMemory() {
        return this;
    }
}
