package tilesearch.spark;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.URI;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.input.CsvSplits;
import tilesearch.input.Input;
import tilesearch.input.InputFilter;
import tilesearch.input.JobSources;
import tilesearch.input.SkipRule;
import tilesearch.run.RunFiles;

/**
 * Lists the inputs on the driver, in {@code solve}'s order, as the units that tasks read. A path on the local file
 * system is walked by {@code solve}'s own walk ({@link JobSources#walk}), which follows links only inside the folder
 * named and leaves out the run's own files. A path on another Hadoop file system (HDFS, S3) is walked in the same
 * order through its listing: folders depth first, each folder's entries sorted by name, names starting with
 * {@code .} skipped, walked files named by the folder as the user spelled it joined with their relative path. A path
 * without a scheme is on the default file system.
 *
 * <p>A CSV file larger than the split size is cut into splits of about that size after its header, each a range
 * of whole lines: the driver reads the header and the line under each cut, nothing else of it. Every other file
 * is one unit.
 */
final class InputListing {

    private static final Logger LOG = LoggerFactory.getLogger(InputListing.class);

    private final Configuration hadoop;
    private final long splitBytes;
    private final List<ReadUnit> units = new ArrayList<>();

    private InputListing(Configuration hadoop, long splitBytes) {
        this.hadoop = hadoop;
        this.splitBytes = splitBytes;
    }

    /**
     * The units of {@code paths}, CSV files above {@code splitBytes} split, leaving out the local files
     * {@code skipped} where a folder holds them (a run's own results), and links to its helper files, as
     * {@code solve} does.
     *
     * @throws NoSuchFileException naming the first path that does not exist, before anything is listed
     */
    static List<ReadUnit> list(List<String> paths, Set<java.nio.file.Path> skipped, Configuration hadoop,
            long splitBytes) throws IOException {
        List<FileStatus> found = check(paths, hadoop);
        InputListing listing = new InputListing(hadoop, splitBytes);
        for (int i = 0; i < paths.size(); i++) {
            if (isLocal(found.get(i))) {
                listing.walkLocal(localSpelling(paths.get(i)), new RunFiles(skipped));
            } else {
                listing.walk(paths.get(i), found.get(i));
            }
        }
        return listing.units;
    }

    /**
     * What each of {@code paths} is.
     *
     * @throws NoSuchFileException naming the first of {@code paths} that does not exist
     */
    static List<FileStatus> check(List<String> paths, Configuration hadoop) throws IOException {
        List<FileStatus> found = new ArrayList<>();
        for (String spelling : paths) {
            FileStatus status;
            try {
                Path path = new Path(spelling);
                status = path.getFileSystem(hadoop).getFileStatus(path);
            } catch (FileNotFoundException | IllegalArgumentException e) {
                throw new NoSuchFileException(spelling);
            }
            if (isLocal(status)) {
                JobSources.checkExist(List.of(localSpelling(spelling)));
            }
            found.add(status);
        }
        return found;
    }

    /**
     * The local path {@code spelling} as {@code solve}'s walk reads it, which takes a {@code file:} URI only as
     * {@code file:///x}: Hadoop's own spelling of a local path, {@code file:/x}, becomes that.
     */
    private static String localSpelling(String spelling) {
        return spelling.startsWith("file:/") && !spelling.startsWith("file://")
                ? "file:///" + spelling.substring("file:/".length()) : spelling;
    }

    /** Whether {@code status} is of a file or folder on the local file system. */
    static boolean isLocal(FileStatus status) {
        return "file".equals(status.getPath().toUri().getScheme());
    }

    /** Walks the local path {@code spelling} as {@code solve} walks it, leaving out what {@code skip} names. */
    private void walkLocal(String spelling, SkipRule skip) throws IOException {
        for (Input input : JobSources.walk(List.of(spelling), skip, InputFilter.EVERY_FILE)) {
            if (input.listingFailure() != null) {
                units.add(ReadUnit.unlistable(input.name(), input.listingFailure()));
            } else {
                add(input.name(), new Path(input.path().toAbsolutePath().toUri()), input.size());
            }
        }
    }

    /** Walks {@code status}, on a file system other than the local one, named {@code name}. */
    private void walk(String name, FileStatus status) throws IOException {
        if (!status.isDirectory()) {
            add(name, status.getPath(), status.getLen());
            return;
        }
        FileStatus[] children;
        try {
            children = status.getPath().getFileSystem(hadoop).listStatus(status.getPath());
        } catch (IOException e) {
            units.add(ReadUnit.unlistable(name, e));
            return;
        }
        Arrays.sort(children, Comparator.comparing(child -> child.getPath().getName()));
        String prefix = name.endsWith("/") ? name : name + "/";
        for (FileStatus child : children) {
            String childName = child.getPath().getName();
            if (childName.startsWith(".")) {
                continue;
            }
            if (child.isDirectory() || child.isFile()) {
                walk(prefix + childName, child);
            } else {
                LOG.info("skipping {}: not a regular file or directory", prefix + childName);
            }
        }
    }

    /** Adds the file {@code name} at {@code path}, of {@code length} bytes: whole, or in splits of a large CSV. */
    private void add(String name, Path path, long length) throws IOException {
        URI location = path.toUri();
        if (!JobSources.isCsv(name) || length <= splitBytes) {
            units.add(ReadUnit.file(name, location));
            return;
        }
        try (FSDataInputStream in = path.getFileSystem(hadoop).open(path)) {
            CsvSplits.Header header = CsvSplits.header(in);
            if (header == null || header.recordsStart() >= length) {
                units.add(ReadUnit.file(name, location));
                return;
            }
            long start = header.recordsStart();
            while (start < length) {
                long end = lineStart(in, start + splitBytes, length);
                units.add(ReadUnit.split(name, location, header, start, end));
                start = end;
            }
        }
    }

    /**
     * Where the first line that starts at or after {@code offset} of {@code in} starts, or {@code length} when none
     * does: Hadoop's {@code LineRecordReader} rule, by which a split of a file holds the lines that start inside it,
     * here settled on the driver so that each split is an exact range of whole lines.
     */
    private static long lineStart(FSDataInputStream in, long offset, long length) throws IOException {
        if (offset >= length) {
            return length;
        }
        // A line starts at offset when the byte before it ends a line.
        in.seek(offset - 1);
        long position = offset - 1;
        int b;
        do {
            b = in.read();
            position++;
        } while (b >= 0 && b != '\n');
        return b < 0 ? length : position;
    }

    /**
     * {@code units} with each CSV split numbered from the counts of the splits before it in its file;
     * {@code counts} are those of the splits, in order. A split without records is left out, and a file whose
     * splits hold no record at all is read whole instead, where it gives the error row {@code solve} gives.
     */
    static List<ReadUnit> numbered(List<ReadUnit> units, List<CsvSplits.Counts> counts) {
        List<ReadUnit> numbered = new ArrayList<>();
        int split = 0;
        int i = 0;
        while (i < units.size()) {
            ReadUnit unit = units.get(i);
            if (!unit.isSplit()) {
                numbered.add(unit);
                i++;
                continue;
            }
            long line = unit.header().line() + 1;
            int before = 0;
            int first = numbered.size();
            for (; i < units.size() && units.get(i).isSplit() && units.get(i).location().equals(unit.location())
                    && units.get(i).header() == unit.header(); i++) {
                CsvSplits.Counts count = counts.get(split++);
                if (count.records() > 0) {
                    numbered.add(units.get(i).numbered(line, before));
                }
                line += count.lines();
                before = Math.toIntExact(before + count.records());
            }
            if (before == 0) {
                numbered.add(first, ReadUnit.file(unit.name(), unit.location()));
            }
        }
        return numbered;
    }
}
