package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import tilesearch.io.ExistingResults;
import tilesearch.io.ResultFile;
import tilesearch.io.UnusableResultsException;

/**
 * Opens the results CSV of a {@code solve} run the way the user asked: a new file, refusing to overwrite
 * results; {@code --force}, overwriting them; or {@code --resume}, continuing them.
 *
 * @param file the open results file, positioned for the next row
 * @param existing what the earlier run left, for {@code --resume}; {@code null} otherwise
 */
record ResultsOutput(ResultFile file, ExistingResults existing) {

    /** What to do with a results file that already exists. */
    enum Mode {
        /** Refuse to touch a file that holds anything. */
        NEW,
        /** Overwrite it ({@code --force}). */
        FORCE,
        /** Keep its complete, final rows and add the rest ({@code --resume}). */
        RESUME
    }

    /**
     * Opens {@code csv} for {@code mode}; its folder exists. A resume drops the rows of the input files
     * {@code dropFiles}, whose boards are then solved again.
     *
     * @throws ParameterException when {@code csv} already holds something and {@code mode} is {@link Mode#NEW},
     *     or, for {@link Mode#RESUME}, when it is not a results file that can be continued
     */
    static ResultsOutput open(Path csv, Mode mode, Set<String> dropFiles, CommandLine commandLine) throws IOException {
        if (mode == Mode.NEW && Files.isRegularFile(csv) && Files.size(csv) > 0) {
            throw new ParameterException(commandLine, csv + " already holds results: add --resume to continue "
                    + "that run, or --force to overwrite it");
        }
        if (mode != Mode.RESUME) {
            return new ResultsOutput(ResultFile.create(csv), null);
        }
        ExistingResults existing;
        try {
            existing = ExistingResults.read(csv, dropFiles);
        } catch (UnusableResultsException e) {
            throw new ParameterException(commandLine, e.getMessage() + "; choose another --out, or overwrite it "
                    + "with --force");
        }
        existing.repair();
        return new ResultsOutput(existing.hasHeader() ? ResultFile.append(csv) : ResultFile.create(csv), existing);
    }
}
