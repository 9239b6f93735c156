package tilesearch.run;

import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import tilesearch.io.ExternalSort;
import tilesearch.io.ExternalSort.Codec;

/**
 * Which recorded input files a resume must drop the rows of, found in a heap that does not grow with the number
 * of files: the record's files and the files read now, each read once as a stream, are sorted together by name
 * ({@link ExternalSort}, in runs on disk past {@value #SORT_CHUNK} of them) and met name by name. Only the files
 * found changed or removed are held, to name them.
 *
 * <p>A name the record lists more than once (an input given twice) is judged once, by its last entry, against
 * the last file of that name read now; every entry of it is then changed, removed, or neither.
 */
final class ChangedInputs {

    /** The files sorted in memory, about 1 MB of them: a record of more is sorted in runs on disk. */
    static final int SORT_CHUNK = 4096;

    private static final int RECORDED = 0;
    private static final int NOW = 1;

    private ChangedInputs() {
    }

    /** A file of either list: where it comes from, and its place there. */
    private record Entry(InputFingerprint file, int source, int index) {
    }

    /** Entries by name, then the record's before those read now, each in its list's order. */
    private static final Comparator<Entry> ORDER = Comparator.comparing((Entry entry) -> entry.file().name())
            .thenComparingInt(Entry::source).thenComparingInt(Entry::index);

    /** A recorded file found changed or removed, at its place in the record. */
    private record Found(int index, String name) {
    }

    /**
     * The files of {@code recorded} whose content differs from the file of the same name in {@code now}, and
     * those {@code now} does not hold, each in the record's order.
     */
    static RunRecord.InputChanges of(Iterable<InputFingerprint> recorded, Iterable<InputFingerprint> now)
            throws IOException {
        try (ExternalSort<Entry> sort = new ExternalSort<>(ORDER, new EntryCodec(), SORT_CHUNK)) {
            add(sort, recorded, RECORDED);
            add(sort, now, NOW);
            List<Found> changed = new ArrayList<>();
            List<Found> removed = new ArrayList<>();
            Iterator<Entry> sorted = sort.sorted();
            Group group = new Group();
            while (sorted.hasNext()) {
                Entry entry = sorted.next();
                if (!entry.file().name().equals(group.name)) {
                    group.judge(changed, removed);
                    group = new Group();
                    group.name = entry.file().name();
                }
                group.add(entry);
            }
            group.judge(changed, removed);
            return new RunRecord.InputChanges(inRecordOrder(changed), inRecordOrder(removed));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void add(ExternalSort<Entry> sort, Iterable<InputFingerprint> files, int source)
            throws IOException {
        Iterator<InputFingerprint> iterator = files.iterator();
        try {
            for (int index = 0; iterator.hasNext(); index++) {
                sort.add(new Entry(iterator.next(), source, index));
            }
        } finally {
            // The record's files are read from its file, which an iteration stopped part way leaves open.
            if (iterator instanceof Closeable open) {
                open.close();
            }
        }
    }

    private static List<String> inRecordOrder(List<Found> found) {
        found.sort(Comparator.comparingInt(Found::index));
        List<String> names = new ArrayList<>(found.size());
        for (Found file : found) {
            names.add(file.name());
        }
        return names;
    }

    /** The entries of one name: the record's places of it, its last recorded file, and its last file now. */
    private static final class Group {

        private String name;
        private final List<Integer> recordedAt = new ArrayList<>(1);
        private InputFingerprint lastRecorded;
        private InputFingerprint lastNow;

        void add(Entry entry) {
            if (entry.source() == RECORDED) {
                recordedAt.add(entry.index());
                lastRecorded = entry.file();
            } else {
                lastNow = entry.file();
            }
        }

        void judge(List<Found> changed, List<Found> removed) {
            if (recordedAt.isEmpty()) {
                return;
            }
            List<Found> into = lastNow == null ? removed : lastNow.sameContentAs(lastRecorded) ? null : changed;
            if (into != null) {
                for (int index : recordedAt) {
                    into.add(new Found(index, name));
                }
            }
        }
    }

    /** An entry in a run: its texts as UTF-16 code units, which keep any string whatever its length. */
    private static final class EntryCodec implements Codec<Entry> {

        @Override
        public void write(Entry entry, DataOutputStream out) throws IOException {
            InputFingerprint file = entry.file();
            out.writeByte(entry.source());
            out.writeInt(entry.index());
            Codec.writeText(file.name(), out);
            out.writeLong(file.size());
            out.writeBoolean(file.modified() != null);
            if (file.modified() != null) {
                out.writeLong(file.modified().getEpochSecond());
                out.writeInt(file.modified().getNano());
            }
            out.writeBoolean(file.sha256() != null);
            if (file.sha256() != null) {
                Codec.writeText(file.sha256(), out);
            }
        }

        @Override
        public Entry read(DataInputStream in) throws IOException {
            int source = in.readByte();
            int index = in.readInt();
            String name = Codec.readText(in);
            long size = in.readLong();
            Instant modified = in.readBoolean() ? Instant.ofEpochSecond(in.readLong(), in.readInt()) : null;
            String sha256 = in.readBoolean() ? Codec.readText(in) : null;
            return new Entry(new InputFingerprint(name, size, modified, sha256), source, index);
        }
    }
}
