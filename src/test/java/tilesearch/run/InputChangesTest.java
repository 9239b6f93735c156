package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InputChangesTest {

    private static final Instant MODIFIED = Instant.parse("2026-11-30T17:59:00Z");

    /**
     * A random list of files from a small pool of names (so that names repeat, as an input given twice does), each
     * with or without a hash, size or time, so that every rule of {@link InputFingerprint#sameContentAs} is met.
     */
    private static List<InputFingerprint> files(Random random, int count, int names) {
        List<InputFingerprint> files = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = "in/" + (random.nextInt(3) == 0 ? "é" : "") + "f" + random.nextInt(names) + ".txt";
            String sha256 = random.nextInt(4) == 0 ? null : Integer.toString(random.nextInt(3));
            boolean unknown = random.nextInt(8) == 0;
            files.add(new InputFingerprint(name, unknown ? -1 : random.nextInt(2),
                    unknown ? null : MODIFIED.plusSeconds(random.nextInt(2)), sha256));
        }
        return files;
    }

    /** The changes as a map of every recorded file, by name, finds them: the oracle. */
    private static RunRecord.InputChanges byMap(List<InputFingerprint> recorded, List<InputFingerprint> now) {
        Map<String, Integer> last = new HashMap<>();
        for (int i = 0; i < recorded.size(); i++) {
            last.put(recorded.get(i).name(), i);
        }
        BitSet read = new BitSet();
        BitSet differs = new BitSet();
        for (InputFingerprint file : now) {
            Integer i = last.get(file.name());
            if (i != null) {
                read.set(i);
                differs.set(i, !file.sameContentAs(recorded.get(i)));
            }
        }
        List<String> changed = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (InputFingerprint file : recorded) {
            int judged = last.get(file.name());
            if (!read.get(judged)) {
                removed.add(file.name());
            } else if (differs.get(judged)) {
                changed.add(file.name());
            }
        }
        return new RunRecord.InputChanges(changed, removed);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 10, 1000, 12_305})
    void of_randomRecordsAndInputs_asAMapOfEveryRecordedFileFindsThem(int count) throws IOException {
        Random random = new Random(count);
        for (int round = 0; round < 5; round++) {
            int names = 1 + random.nextInt(Math.max(1, count));
            List<InputFingerprint> recorded = files(random, count, names);
            List<InputFingerprint> now = files(random, random.nextInt(count + 1), names);

            // A resume looks the files read now up by name, the last of a name read twice.
            Map<String, InputFingerprint> byName = new HashMap<>();
            now.forEach(file -> byName.put(file.name(), file));

            assertEquals(byMap(recorded, now), RunRecord.InputChanges.of(recorded::forEach, byName::get),
                    count + " files, round " + round);
        }
    }
}
