package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import tilesearch.results.UnusableResultsException;

/**
 * A local folder of part files ({@code spark-solve --parts DIR}) opened the way the user asked, as
 * {@link ResultsRun#openResults} opens a results file: a new folder, refusing one that exists; {@code --force}, removing a
 * folder of part files first; or {@code --resume}, keeping each part's complete, final rows (each part repaired as
 * {@code solve --resume} repairs its file, and a board's row dropped from every part after the first that has
 * one) and adding the new rows as part files numbered after them, so that
 * the parts in name order hold the kept rows first and the new ones after, as a resumed results file does.
 *
 * <p>The new parts of a resumed run are written by Spark into {@value #ATTEMPT} inside the folder (Spark writes
 * only into a folder that does not exist), then moved in by {@link #finish}.
 */
final class ExistingParts {

    /** How the name of every part file starts. */
    static final String PART_PREFIX = "part-";
    /** Where a resumed run's parts are written before they are moved in. */
    static final String ATTEMPT = "_attempt";
    private static final String SUCCESS = "_SUCCESS";
    /** What Spark and Hadoop's local file system leave in a folder besides the parts. */
    private static final List<String> SPARK_FILES = List.of(SUCCESS, "_temporary", ATTEMPT);

    private final Path folder;
    private final List<ExistingResults> parts;
    private final KeptBoards kept;
    private final int nextPart;

    private ExistingParts(Path folder, List<ExistingResults> parts, KeptBoards kept, int nextPart) {
        this.folder = folder;
        this.parts = parts;
        this.kept = kept;
        this.nextPart = nextPart;
    }

    /**
     * Opens {@code folder} for {@code mode}; a resume keeps the rows {@code rules} keep, judged part by part in
     * name order, which add the boards kept to {@code kept}: a board kept in one part has its rows in the later
     * ones dropped.
     *
     * @throws RunRefusedException when the folder exists and {@code mode} is {@link OutputMode#NEW}; for
     *     {@link OutputMode#FORCE}, when it holds files that are not a run's; for
     *     {@link OutputMode#RESUME}, when a part file is not a results file that can be continued, or when
     *     {@code rules} would lose finished rows; no part is changed then
     */
    static ExistingParts open(Path folder, OutputMode mode, ResumeRules rules, KeptBoards kept)
            throws IOException {
        if (!Files.exists(folder)) {
            return new ExistingParts(folder, null, null, 0);
        }
        if (mode == OutputMode.NEW) {
            throw new RunRefusedException(folder + " already exists: add --resume to continue that run, "
                    + "or --force to overwrite it");
        }
        if (!Files.isDirectory(folder)) {
            throw new RunRefusedException(folder + " is not a folder of part files");
        }
        List<Path> others = new ArrayList<>();
        List<Path> partFiles = new ArrayList<>();
        List<Path> checksums = new ArrayList<>();
        try (Stream<Path> listing = Files.list(folder)) {
            for (Path file : listing.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.startsWith(PART_PREFIX)) {
                    partFiles.add(file);
                } else if (name.startsWith(".") && name.endsWith(".crc")) {
                    checksums.add(file);
                } else if (!SPARK_FILES.contains(name)) {
                    others.add(file);
                }
            }
        }
        if (!others.isEmpty()) {
            throw new RunRefusedException(folder + " holds files that are not part files of a run, "
                    + "such as " + others.get(0).getFileName() + ": choose another --parts folder");
        }
        if (mode == OutputMode.FORCE) {
            PathUtils.delete(folder);
            return new ExistingParts(folder, null, null, 0);
        }
        List<ExistingResults> parts = new ArrayList<>();
        int nextPart = 0;
        for (Path file : partFiles) {
            try {
                // A board's row in an earlier part wins, as a board's first row does within one file.
                parts.add(ExistingResults.read(file, rules));
            } catch (UnusableResultsException e) {
                throw new RunRefusedException(e.getMessage() + "; choose another --parts folder, or "
                        + "overwrite it with --force");
            }
            nextPart = Math.max(nextPart, partNumber(file) + 1);
        }
        rules.checkNothingLost(folder);
        for (String leftover : SPARK_FILES) {
            // A file or a tree, or nothing: PathUtils.delete finds no fault with a name that is not there.
            PathUtils.delete(folder.resolve(leftover));
        }
        // Hadoop's local file system keeps a checksum beside each file it wrote: a repaired part no longer matches
        // its own, and a file without one is read unchecked.
        for (Path checksum : checksums) {
            Files.delete(checksum);
        }
        for (ExistingResults part : parts) {
            part.repair();
        }
        return new ExistingParts(folder, parts, kept, nextPart);
    }

    /** The rows kept, or {@code null} when nothing is resumed. */
    KeptRows kept() {
        return parts == null ? null : KeptRows.of(parts, kept);
    }

    /** The folder Spark writes the new parts to: the folder itself, or for a resume, its {@value #ATTEMPT}. */
    Path sparkFolder() {
        return parts == null ? folder : folder.resolve(ATTEMPT);
    }

    /**
     * After a resumed run's job: moves its parts in, numbered after the kept ones, and marks the folder
     * complete with {@code _SUCCESS}. Nothing to do after a new run's job, which wrote the folder itself.
     */
    void finish() throws IOException {
        if (parts == null) {
            return;
        }
        Path attempt = sparkFolder();
        List<Path> written;
        try (Stream<Path> listing = Files.list(attempt)) {
            written = listing.filter(file -> file.getFileName().toString().startsWith(PART_PREFIX)).sorted().toList();
        }
        int number = nextPart;
        for (Path part : written) {
            Files.move(part, folder.resolve(String.format("%s%05d", PART_PREFIX, number++)));
        }
        PathUtils.delete(attempt);
        Files.write(folder.resolve(SUCCESS), new byte[0]);
    }

    /** The number of a part file named {@code part-NNNNN}, or -1 when its name has none. */
    private static int partNumber(Path file) {
        String digits = file.getFileName().toString().substring(PART_PREFIX.length());
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
