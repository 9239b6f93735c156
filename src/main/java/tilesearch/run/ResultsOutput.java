package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tilesearch.results.ResultFile;
import tilesearch.results.UnusableResultsException;

/**
 * Opens the results CSV of a {@code solve} run the way the user asked: a new file, refusing to overwrite
 * results; {@code --force}, overwriting them; or {@code --resume}, continuing them.
 *
 * @param file the open results file, positioned for the next row
 * @param existing what the earlier run left, for {@code --resume}; {@code null} otherwise
 */
record ResultsOutput(ResultFile file, ExistingResults existing) {

    /**
     * Opens {@code csv} for {@code mode}; its folder exists. A resume keeps the rows {@code rules} keep.
     *
     * @throws RunRefusedException when {@code csv} already holds something and {@code mode} is {@link OutputMode#NEW},
     *     or, for {@link OutputMode#RESUME}, when it is not a results file that can be continued, or when
     *     {@code rules} would lose finished rows; nothing is changed then
     */
    static ResultsOutput open(Path csv, OutputMode mode, ResumeRules rules) throws IOException {
        if (mode == OutputMode.NEW && Files.isRegularFile(csv) && Files.size(csv) > 0) {
            throw new RunRefusedException(csv + " already holds results: add --resume to continue "
                    + "that run, or --force to overwrite it");
        }
        if (mode != OutputMode.RESUME) {
            return new ResultsOutput(ResultFile.create(csv), null);
        }
        ExistingResults existing;
        try {
            existing = ExistingResults.read(csv, rules);
        } catch (UnusableResultsException e) {
            throw new RunRefusedException(e.getMessage() + "; choose another --out, or overwrite it "
                    + "with --force");
        }
        rules.checkNothingLost(csv);
        existing.repair();
        return new ResultsOutput(existing.hasHeader() ? ResultFile.append(csv) : ResultFile.create(csv), existing);
    }
}
