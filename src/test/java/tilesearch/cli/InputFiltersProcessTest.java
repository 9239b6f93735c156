package tilesearch.cli;

import java.util.ArrayList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.InputFingerprint;
import tilesearch.run.RunRecord;

/** Which files of an input folder {@code solve} reads, in the real program: the default, --include and --exclude. */
class InputFiltersProcessTest {

    @TempDir
    Path work;

    @Test
    void solve_folderWithAReadme_readsTheBoardsOnly() throws Exception {
        write("in/a.txt", "2 2\n4 4\n");
        write("in/README.md", "# Boards\nThe boards of the contest.\n");
        write("in/sub/b.csv", "id,board\nq,8 8/8 8\n");
        write("in/sub/LICENSE", "MIT\n");

        int exitCode = solve("--out", "r.csv", "in");

        assertEquals(ExitCodes.OK, exitCode, stderr());
        assertEquals(List.of("in/a.txt#1:ok", "in/sub/b.csv#1:ok"), rows("r.csv"));
    }

    @Test
    void solve_includeAndExcludeGlobs_pickTheFilesOfWalkedFolders_namedFilesAlwaysRead() throws Exception {
        write("in/a.txt", "2 2\n4 4\n");
        write("in/b.csv", "id,board\nq,8 8/8 8\n");
        write("in/notes.log", "not a board\n");
        write("in/old/c.txt", "2 2\n4 4\n");
        write("in/sub/d.txt", "2 2\n4 4\n");
        write("in/sub/e.txt.gz", "");

        int exitCode = solve("--out", "r.csv", "--include", "*.txt", "--include", "*.csv", "--exclude", "old",
                "--exclude", "sub/e*", "in", "in/notes.log");

        assertEquals(ExitCodes.BOARD_FAILED, exitCode, stderr());
        assertEquals(List.of("in/a.txt#1:ok", "in/b.csv#1:ok", "in/sub/d.txt#1:ok", "in/notes.log#1:error"),
                rows("r.csv"));
    }

    @Test
    void solve_resumeWithTheOutputAlone_walksTheSameFilesAsTheRunItContinues() throws Exception {
        write("in/a.txt", "2 2\n4 4\n");
        write("in/skipped.txt", "2 2\n4 4\n");
        assertEquals(ExitCodes.OK, solve("--out", "r.csv", "--exclude", "skip*", "in"), stderr());

        int exitCode = solve("--resume", "--out", "r.csv");

        assertEquals(ExitCodes.OK, exitCode, stderr());
        assertEquals(List.of("in/a.txt#1:ok"), rows("r.csv"));
        assertEquals(List.of("in/a.txt"), recordedFiles(work.resolve("r.csv")).stream()
                .map(InputFingerprint::name).toList());
        List<String> resumed = RunRecord.read(work.resolve("r.csv")).lastAttempt().command();
        // One word, so that a value the record holds is never read as an option of its own.
        assertTrue(resumed.contains("--exclude=skip*"), resumed.toString());
    }

    @Test
    void solve_aGlobThatIsNotOne_isAUsageError() throws Exception {
        write("in/a.txt", "2 2\n4 4\n");

        int exitCode = solve("--out", "r.csv", "--include", "[a-", "in");

        assertEquals(ExitCodes.USAGE, exitCode);
        assertTrue(stderr().contains("'[a-' is not a glob"), stderr());
        assertTrue(Files.notExists(work.resolve("r.csv")));
    }

    private int solve(String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 1];
        command[0] = "solve";
        System.arraycopy(args, 0, command, 1, args.length);
        return TileSearchProcess.run(work, work.resolve("stderr.txt"), List.of(), 60, command);
    }

    private String stderr() throws IOException {
        return Files.readString(work.resolve("stderr.txt"));
    }

    private void write(String relative, String content) throws IOException {
        Path file = work.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    /** Each row of {@code csv} as {@code file#board:status}. */
    private List<String> rows(String csv) throws IOException {
        List<CSVRecord> rows = ResultRows.read(work.resolve(csv));
        return rows.stream().map(row -> row.get("file") + "#" + row.get("board") + ":" + row.get("status")).toList();
    }

    /** The files of the record of {@code results}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> recordedFiles(Path results) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecord.recordedFiles(results).forEach(files::add);
        return files;
    }
}
