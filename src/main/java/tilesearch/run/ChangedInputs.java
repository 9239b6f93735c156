package tilesearch.run;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Which recorded input files a resume must drop the rows of: the record's files, read once as a stream, each met
 * with the file of the same name read now.
 *
 * <p>A name the record lists more than once (an input given twice) is judged once, by its last entry, against
 * the last file of that name read now; every entry of it is then changed, removed, or neither.
 */
final class ChangedInputs {

    private enum Change { NONE, CHANGED, REMOVED }

    private ChangedInputs() {
    }

    /**
     * The files of {@code recorded} whose content differs from the last file of the same name in {@code now}, and
     * those {@code now} does not hold, each in the record's order.
     */
    static RunRecord.InputChanges of(Iterable<InputFingerprint> recorded, Iterable<InputFingerprint> now)
            throws IOException {
        Map<String, InputFingerprint> byName = new HashMap<>();
        for (InputFingerprint file : now) {
            byName.put(file.name(), file);
        }
        return of(recorded, byName::get);
    }

    /**
     * The files of {@code recorded} whose content differs from {@code now}'s file of the same name (the last one
     * read now, or {@code null}), and those {@code now} has none of, each in the record's order.
     */
    static RunRecord.InputChanges of(Iterable<InputFingerprint> recorded, Function<String, InputFingerprint> now)
            throws IOException {
        // Each name's change by its last entry, and every entry's name: names read now are held once, as walked.
        Map<String, Change> changes = new HashMap<>();
        List<String> entries = new ArrayList<>();
        Iterator<InputFingerprint> files = recorded.iterator();
        try {
            while (files.hasNext()) {
                InputFingerprint file = files.next();
                InputFingerprint current = now.apply(file.name());
                String name = current == null ? file.name() : current.name();
                entries.add(name);
                changes.put(name, current == null ? Change.REMOVED
                        : current.sameContentAs(file) ? Change.NONE : Change.CHANGED);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            // The record's files are read from its file, which an iteration stopped part way leaves open.
            if (files instanceof Closeable open) {
                open.close();
            }
        }
        List<String> changed = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (String name : entries) {
            Change change = changes.get(name);
            if (change == Change.CHANGED) {
                changed.add(name);
            } else if (change == Change.REMOVED) {
                removed.add(name);
            }
        }
        return new RunRecord.InputChanges(changed, removed);
    }
}
