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
import tilesearch.input.JobSources;
import tilesearch.run.RunFiles;

/**
 * Lists the inputs on the driver, in {@code solve}'s order, as the units that tasks read: paths as given,
 * folders walked depth first with each folder's entries sorted by name, names starting with {@code .} skipped,
 * walked files named by the folder as the user spelled it joined with their relative path. Any Hadoop file
 * system URI works; a path without a scheme is on the default file system.
 *
 * <p>A CSV file larger than the split size is cut into splits of about that size after its header, each a range
 * of whole lines: the driver reads the header and the line under each cut, nothing else of it. Every other file
 * is one unit.
 */
final class InputListing {

    private static final Logger LOG = LoggerFactory.getLogger(InputListing.class);

    /** The run's own files, and its helper files under any name: a link to one in a listed folder is no input. */
    private final RunFiles ownFiles;
    private final Configuration hadoop;
    private final long splitBytes;
    private final List<ReadUnit> units = new ArrayList<>();

    private InputListing(Set<java.nio.file.Path> skipped, Configuration hadoop, long splitBytes) {
        this.ownFiles = new RunFiles(skipped);
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
        List<FileStatus> found = new ArrayList<>();
        for (String path : paths) {
            found.add(status(path, hadoop));
        }
        InputListing listing = new InputListing(skipped, hadoop, splitBytes);
        for (int i = 0; i < paths.size(); i++) {
            listing.walk(paths.get(i), found.get(i), localRealPath(found.get(i)));
        }
        return listing.units;
    }

    /** Throws {@link NoSuchFileException} naming the first of {@code paths} that does not exist. */
    static void check(List<String> paths, Configuration hadoop) throws IOException {
        for (String path : paths) {
            status(path, hadoop);
        }
    }

    private static FileStatus status(String spelling, Configuration hadoop) throws IOException {
        try {
            Path path = new Path(spelling);
            return path.getFileSystem(hadoop).getFileStatus(path);
        } catch (FileNotFoundException | IllegalArgumentException e) {
            throw new NoSuchFileException(spelling);
        }
    }

    /**
     * Walks {@code status}, named {@code name}; on the local file system, {@code root} is the real path of the
     * folder the user named, and an entry whose real path leads out of it (a symbolic link) is skipped, as
     * {@code solve}'s walk skips it: nothing is read from a file outside the tree.
     */
    private void walk(String name, FileStatus status, java.nio.file.Path root) throws IOException {
        if (!status.isDirectory()) {
            add(name, status);
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
        java.nio.file.Path here = root == null ? null : localRealPath(status);
        for (FileStatus child : children) {
            String childName = child.getPath().getName();
            if (childName.startsWith(".") || isSkipped(child)) {
                continue;
            }
            java.nio.file.Path real = root == null ? null : localRealPath(child);
            if (real != null && !real.startsWith(root)) {
                LOG.info("skipping {}: a symbolic link that leads out of the folder walked", prefix + childName);
            } else if (real != null && child.isDirectory() && here.startsWith(real)) {
                LOG.info("skipping {}: a symbolic link to a folder the walk is in", prefix + childName);
            } else if (child.isDirectory() || child.isFile()) {
                walk(prefix + childName, child, root);
            } else {
                LOG.info("skipping {}: not a regular file or directory", prefix + childName);
            }
        }
    }

    /** The real path of a local file, links followed; null on another file system. */
    private static java.nio.file.Path localRealPath(FileStatus file) throws IOException {
        URI uri = file.getPath().toUri();
        return "file".equals(uri.getScheme()) ? java.nio.file.Path.of(uri).toRealPath() : null;
    }

    private boolean isSkipped(FileStatus file) {
        URI uri = file.getPath().toUri();
        if (!"file".equals(uri.getScheme())) {
            return false;
        }
        return ownFiles.skips(java.nio.file.Path.of(uri).normalize(), null);
    }

    private void add(String name, FileStatus file) throws IOException {
        String location = file.getPath().toString();
        if (!JobSources.isCsv(name) || file.getLen() <= splitBytes) {
            units.add(ReadUnit.file(name, location));
            return;
        }
        try (FSDataInputStream in = file.getPath().getFileSystem(hadoop).open(file.getPath())) {
            CsvSplits.Header header = CsvSplits.header(in);
            if (header == null || header.recordsStart() >= file.getLen()) {
                units.add(ReadUnit.file(name, location));
                return;
            }
            long start = header.recordsStart();
            while (start < file.getLen()) {
                long end = lineStart(in, start + splitBytes, file.getLen());
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
