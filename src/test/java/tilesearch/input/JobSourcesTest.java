package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static tilesearch.input.Reading.message;
import static tilesearch.input.Reading.outcomes;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;

class JobSourcesTest {

    /** A directory spelled relative to the working directory, as users name {@code inputs}. */
    private Path inputs;

    @BeforeEach
    void createInputs() throws IOException {
        Files.createDirectories(Path.of("target"));
        inputs = Files.createTempDirectory(Path.of("target"), "inputs");
    }

    @AfterEach
    void deleteInputs() throws IOException {
        try (Stream<Path> paths = Files.walk(inputs)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    @Test
    void open_missingPathNamedAsSpelledBeforeAnythingIsRead() throws IOException {
        write("a.txt", "2");
        NoSuchFileException missing = assertThrows(NoSuchFileException.class,
                () -> JobSources.open(List.of(inputs.toString(), "no/such.txt"), 5, InputStream.nullInputStream()));
        assertEquals("no/such.txt", missing.getFile());
    }

    @Test
    void open_directoryWalkNamesFilesByTheUsersSpelling() throws IOException {
        write("crafted/easy.txt", "2 2 2\n4 4 4\n8 8 8\n");
        write("crafted/hard.csv", "id,board,moves\nh1,2 2/4 4,10\n");
        write("random/r1.txt", "2\n");
        write(".gitkeep", "");
        String spelled = inputs.toString();
        List<BoardJob> jobs = Reading.drain(JobSources.open(List.of(spelled), 5, InputStream.nullInputStream()));
        assertEquals(List.of(spelled + "/crafted/easy.txt", spelled + "/crafted/hard.csv", spelled + "/random/r1.txt"),
                jobs.stream().map(BoardJob::file).toList());
        assertEquals(List.of("ok", "ok", "ok"), outcomes(jobs));
        assertEquals(List.of(5, 10, 5), jobs.stream().map(job -> ((BoardJob.Search) job.task()).moves()).toList());
    }

    @Test
    void open_fileNamedDirectlyKeepsItsSpelling() throws IOException {
        write("one.txt", "2");
        String spelled = inputs + "/./one.txt";
        assertEquals(spelled, Reading.drain(JobSources.open(List.of(spelled), 5, InputStream.nullInputStream()))
                .get(0).file());
    }

    @Test
    void open_dashReadsStdinAsBoardText() throws IOException {
        write("a.txt", "4");
        InputStream stdin = new ByteArrayInputStream("2 2\n2 2\n".getBytes(UTF_8));
        List<BoardJob> jobs = Reading.drain(JobSources.open(List.of("-", inputs + "/a.txt"), 7, stdin));
        assertEquals(List.of(new BoardJob("-", 1, 1, "", new BoardJob.Search(Board.parse("2 2/2 2"), 7)),
                new BoardJob(inputs + "/a.txt", 1, 1, "", new BoardJob.Search(Board.parse("4"), 7))), jobs);
    }

    @Test
    void open_faultyFilesInAWalkAreAccountedFor() throws IOException {
        write("a.txt", "2 2\n4 6\n\n2 2\n4 4\n");
        write("b.bin", "\0\0\0");
        write("c.txt", "");
        write("d.csv", "name,cells\n");
        List<BoardJob> jobs = Reading.drain(
                JobSources.open(List.of(inputs.toString()), 5, InputStream.nullInputStream()));
        assertEquals(List.of("line 2, column 2: '6' is not a power of two", "ok",
                "binary file: line 1 holds a NUL byte; expected text", "empty file: no boards found",
                "line 1: the CSV header must name the columns id and board; found name,cells"), outcomes(jobs));
    }

    @Test
    void open_inputsWalkedOnce_theJobsOfWalkingAgainInTheSameOrder() throws IOException {
        write("b/z.txt", "2 2\n4 4\n\n8 8\n8 8\n");
        write("a/y.csv", "id,board\nq,2 2/4 4\n");
        write("a-b/x.txt", "2\n");
        write("A.txt", "4\n");
        write("a/b/w.txt", "2 4\n8 16\n");
        List<String> paths = List.of(inputs.toString(), "-", inputs + "/A.txt");
        List<BoardJob> walkedAgain = Reading.drain(JobSources.open(paths, 5, Reading.stream("2 2\n2 2\n")));

        List<BoardJob> walkedOnce;
        List<String> names = new ArrayList<>();
        List<Input> walked = JobSources.walk(paths, SkipRule.NONE, InputFilter.EVERY_FILE);
        walkedOnce = Reading.drain(JobSources.open(walked, 5, Reading.stream("2 2\n2 2\n"), InputWrapper.NONE));
        walked.forEach(input -> names.add(input.name().replace(inputs + "/", "")));

        assertEquals(walkedAgain, walkedOnce);
        assertEquals(List.of("A.txt", "a/b/w.txt", "a/y.csv", "a-b/x.txt", "b/z.txt", "-", "A.txt"), names);
    }

    @Test
    void open_noPathsReadsNothing() throws IOException {
        assertEquals(List.of(), Reading.drain(JobSources.open(List.of(), 5, InputStream.nullInputStream())));
    }

    private void write(String relative, String content) throws IOException {
        Path file = inputs.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }


    @TempDir
    Path root;

    @Test
    void read_filesInOrderWithOrdinalsPerFile() {
        List<BoardJob> jobs = read(Map.of("a.txt", "2\n\n4\n", "b.txt", "8\n"), "a.txt", "b.txt");
        assertEquals(List.of("a.txt#1@1", "a.txt#2@3", "b.txt#1@1"), labels(jobs));
    }

    @Test
    void read_formatChosenByName() {
        List<BoardJob> jobs = read(Map.of("x.CSV", "id,board\nq,2 2/4 4\n", "y.txt", "2 2\n4 4\n"), "x.CSV", "y.txt");
        assertEquals(List.of("q", ""), jobs.stream().map(BoardJob::id).toList());
        assertEquals(List.of("ok", "ok"), outcomes(jobs));
    }

    @Test
    void read_everyFileAccountedForEvenWhenEmpty() {
        List<BoardJob> jobs = read(Map.of("a.txt", "", "b.csv", "", "c.txt", "2"), "a.txt", "b.csv", "c.txt");
        assertEquals(List.of("empty file: no boards found", "empty file: no boards found", "ok"), outcomes(jobs));
    }

    @Test
    void read_withWrapper_everyFileReadThroughItToItsEndAndStandardInputAsItIs() throws Exception {
        byte[] small = "2 2\n4 4\n\n".repeat(500).getBytes(UTF_8);
        int largeBoards = LineSource.BUFFER_BYTES / 9 + 1;
        byte[] large = "2 2\n4 4\n\n".repeat(largeBoards).getBytes(UTF_8);
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13};
        Map<String, byte[]> files = Map.of("small.txt", small, "large.txt", large, "logo.png", png);
        Map<String, MessageDigest> digests = new LinkedHashMap<>();
        InputWrapper digesting = (input, in) -> {
            MessageDigest digest = sha256();
            digests.put(input.name(), digest);
            return new DigestInputStream(in, digest);
        };
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("small.txt"), input("large.txt"), Input.stdin(),
                input("logo.png")).iterator(), path -> new ByteArrayInputStream(files.get(path.toString())),
                Reading.stream("2\n"), digesting));

        assertEquals(500 + largeBoards + 1 + 1, jobs.size());
        assertEquals(List.of("small.txt", "large.txt", "logo.png"), List.copyOf(digests.keySet()));
        assertArrayEquals(sha256().digest(small), digests.get("small.txt").digest());
        assertArrayEquals(sha256().digest(large), digests.get("large.txt").digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void read_binaryFileIsOneInvalidJob() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13};
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("logo.png"), input("b.txt")).iterator(),
                path -> new ByteArrayInputStream(path.endsWith("b.txt") ? "2".getBytes() : png),
                InputStream.nullInputStream()));
        assertEquals(List.of("binary file: line 1 is not UTF-8 text", "ok"), outcomes(jobs));
        assertEquals(List.of("logo.png#1@1", "b.txt#1@1"), labels(jobs));
    }

    @Test
    void read_fileThatCannotBeOpenedIsOneInvalidJob() {
        JobSources.Opener denied = path -> {
            if (path.endsWith("secret.txt")) {
                throw new AccessDeniedException(path.toString());
            }
            return Reading.stream("2");
        };
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("secret.txt"), input("b.txt")).iterator(), denied,
                InputStream.nullInputStream()));
        assertEquals(List.of("cannot read file: permission denied", "ok"), outcomes(jobs));
    }

    @Test
    void read_fileSystemReasonWithoutThePath() {
        JobSources.Opener exhausted = path -> {
            throw new FileSystemException(path.toString(), null, "Too many open files");
        };
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("a.txt")).iterator(), exhausted,
                InputStream.nullInputStream()));
        assertEquals(List.of("cannot read file: Too many open files"), outcomes(jobs));
    }

    @Test
    void read_directoryNamedAsAFileIsOneInvalidJob() throws IOException {
        Path directory = Files.createDirectory(root.resolve("boards.txt"));
        List<BoardJob> jobs = Reading.drain(reader(List.of(Input.of("boards.txt", directory)).iterator(),
                Files::newInputStream, InputStream.nullInputStream()));
        assertEquals(1, jobs.size());
        assertTrue(message(jobs.get(0)).startsWith("cannot read file: "), message(jobs.get(0)));
    }

    @Test
    void read_fileWithoutReadPermission() throws IOException {
        assertEquals(List.of("cannot read file: permission denied"), outcomesOfALockedFile(Files::newInputStream));
    }

    @Test
    void read_openedAsJobSourcesOpensFiles_faultsSayWhyAsNioSaysIt() throws IOException {
        Path directory = Files.createDirectory(root.resolve("boards.txt"));
        Path file = Files.writeString(root.resolve("b.txt"), "2 2\n4 4\n");
        List<BoardJob> jobs = Reading.drain(reader(List.of(Input.of("gone.txt", root.resolve("gone.txt")),
                Input.of("boards.txt", directory), Input.of("b.txt", file)).iterator(), Files::newInputStream,
                InputStream.nullInputStream()));
        assertEquals(3, jobs.size());
        assertEquals("cannot read file: the file no longer exists", message(jobs.get(0)));
        assertTrue(message(jobs.get(1)).startsWith("cannot read file: "), message(jobs.get(1)));
        assertEquals("ok", outcomes(jobs).get(2));
    }

    @Test
    void read_openedAsJobSourcesOpensFiles_fileWithoutReadPermission() throws IOException {
        assertEquals(List.of("cannot read file: permission denied"), outcomesOfALockedFile(Files::newInputStream));
    }

    /** The outcomes of reading one file that nobody may read, opened by {@code opener}; skipped as root. */
    private List<String> outcomesOfALockedFile(JobSources.Opener opener) throws IOException {
        assumeFalse("root".equals(System.getProperty("user.name")), "root reads files whatever their permissions");
        Path file = Files.writeString(root.resolve("locked.txt"), "2\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        return outcomes(Reading.drain(reader(List.of(Input.of("locked.txt", file)).iterator(), opener,
                InputStream.nullInputStream())));
    }

    @Test
    void read_failureMidFileEndsThatFileWithOneInvalidJob() {
        String boards = "2 2\n4 4\n\n".repeat(1000);
        JobSources.Opener failing = path -> path.endsWith("b.txt") ? Reading.stream("8")
                : new SequenceInputStream(Reading.stream(boards), new FailingInputStream());
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("a.txt"), input("b.txt")).iterator(), failing,
                InputStream.nullInputStream()));
        assertEquals(1002, jobs.size());
        assertEquals(List.of("ok"), outcomes(jobs.subList(0, 999)).stream().distinct().toList());
        assertEquals("line 3001: cannot read the rest of the file: device error", message(jobs.get(1000)));
        assertEquals(List.of("a.txt#1001@3001", "b.txt#1@1"), labels(jobs.subList(1000, 1002)));
    }

    @Test
    void read_directoryThatCannotBeListedIsOneInvalidJob() {
        Input unlistable = Input.unlistable("inputs/private", Path.of("inputs/private"),
                new AccessDeniedException("inputs/private"));
        List<BoardJob> jobs = Reading.drain(reader(List.of(unlistable).iterator(), Files::newInputStream,
                InputStream.nullInputStream()));
        assertEquals(List.of("inputs/private#1@1"), labels(jobs));
        assertEquals("cannot list directory: permission denied", message(jobs.get(0)));
    }

    @Test
    void read_stdinIsReadAsBoardTextAndLeftOpen() throws IOException {
        CloseTrackingStream stdin = new CloseTrackingStream("2 2\n4 4\nL\n".getBytes(UTF_8));
        List<BoardJob> jobs = Reading.drain(reader(List.of(Input.stdin()).iterator(), Files::newInputStream, stdin));
        assertEquals(List.of("-#1@1"), labels(jobs));
        assertTrue(jobs.get(0).task() instanceof BoardJob.Apply);
        assertFalse(stdin.closed);
    }

    @Test
    void read_filesOfEveryKind_oneJobPerBoardOrFault() {
        String rows = IntStream.range(0, 2500).mapToObj(i -> i + ",2 0 0 " + (2 << (i % 15)) + "/0 4 0 0/0 0 8 0/0 0 0 2")
                .collect(Collectors.joining("\n"));
        Map<String, String> files = Map.of(
                "a.csv", "id,board,moves,apply\n1,2 2 0 0/0 0 0 0/0 0 0 0/0 0 4 4,3,\n2,2 2/4 4,,\n"
                        + "3,2 2 0 0/0 0 0 0/0 0 0 0/0 0 4 65536,,\n4,2 2 0 0/0 0 0 0/0 0 0 0/0 0 4 4,,LU\n"
                        + "5,2 2 0 0/0 0 0 0/0 0 0 0/0 0 4 3,,\n\n #6 ,2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 32768,9,\n",
                "b.txt", "# boards\n2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 4 4\n\n2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\nLU\n\n"
                        + "4\n2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\n\n2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\n",
                "c.txt", "",
                "d.csv", "id,board\n" + rows + "\n",
                "e.txt", "2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 4 4\n");
        List<String> names = List.of("a.csv", "b.txt", "c.txt", "logo.png", "d.csv", "e.txt", "secret.txt");
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13};
        JobSources.Opener opener = path -> {
            if (path.endsWith("secret.txt")) {
                throw new AccessDeniedException(path.toString());
            }
            return path.endsWith("logo.png") ? new ByteArrayInputStream(png) : Reading.stream(files.get(path.toString()));
        };
        List<BoardJob> jobs = Reading.drain(reader(names.stream().map(JobSourcesTest::input).iterator(), opener,
                InputStream.nullInputStream()));

        assertEquals(6 + 4 + 1 + 1 + 2500 + 1 + 1, jobs.size());
        assertEquals(List.of("ok", "ok", "ok", "ok", "line 6: board field: row 4, column 4: '3' is not a power of two",
                "ok"), Reading.outcomes(jobs.subList(0, 6)));
        assertEquals(List.of("ok", "ok", "ok", "ok", "empty file: no boards found",
                "binary file: line 1 is not UTF-8 text"), Reading.outcomes(jobs.subList(6, 12)));
        assertEquals(Collections.nCopies(2500, "ok"), Reading.outcomes(jobs.subList(12, 2512)));
        assertEquals(List.of("ok", "cannot read file: permission denied"), Reading.outcomes(jobs.subList(2512, 2514)));
    }

    @Test
    void read_gzipFilesReadDecompressed_formatByTheNameWithoutGz() throws IOException {
        Map<String, byte[]> files = Map.of("a.CSV.GZ", gzip("id,board\nq,2 2/4 4\n"), "b.txt.gz", gzip("2 2\n4 4\n"),
                "c.gz", gzip("8\n"));
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("a.CSV.GZ"), input("b.txt.gz"),
                input("c.gz")).iterator(), path -> new ByteArrayInputStream(files.get(path.toString())),
                InputStream.nullInputStream()));
        assertEquals(List.of("a.CSV.GZ#1@2", "b.txt.gz#1@1", "c.gz#1@1"), labels(jobs));
        assertEquals(List.of("q", "", ""), jobs.stream().map(BoardJob::id).toList());
        assertEquals(List.of("ok", "ok", "ok"), outcomes(jobs));
    }

    @Test
    void read_gzipFileLineCapAppliesToTheDecompressedLines() throws IOException {
        byte[] content = gzip("2 2\n4 4\n\n" + "2 ".repeat(100) + "\n\n8 8\n8 8\n");
        List<BoardJob> jobs = Reading.file("b.txt.gz", content, 64);
        assertEquals(List.of("ok", "line 4: the line is longer than 64 bytes", "ok"), outcomes(jobs));
    }

    @Test
    void read_gzipFileThatIsNotGzipOrCutShortIsAnInvalidJobNamingIt() throws IOException {
        byte[] whole = gzip("2 2\n4 4\n\n".repeat(20_000));
        Map<String, byte[]> files = Map.of("plain.txt.gz", "2 2\n4 4\n".getBytes(UTF_8),
                "cut.txt.gz", Arrays.copyOf(whole, whole.length / 2), "empty.csv.gz", new byte[0],
                "ok.txt", "8\n".getBytes(UTF_8));
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("plain.txt.gz"), input("cut.txt.gz"),
                input("empty.csv.gz"), input("ok.txt")).iterator(),
                path -> new ByteArrayInputStream(files.get(path.toString())), InputStream.nullInputStream()));
        BoardJob cut = jobs.stream().filter(job -> job.file().equals("cut.txt.gz")
                && job.task() instanceof BoardJob.Invalid).findFirst().orElseThrow();
        assertTrue(message(cut).matches("line \\d+: cannot read the rest of the file: the gzip data is cut short"),
                message(cut));
        List<BoardJob> others = jobs.stream().filter(job -> !job.file().equals("cut.txt.gz")).toList();
        assertEquals(List.of("plain.txt.gz#1@1", "empty.csv.gz#1@1", "ok.txt#1@1"), labels(others));
        assertEquals(List.of("cannot read file: corrupt gzip data: Input is not in the .gz format",
                "cannot read file: corrupt gzip data: Input is not in the .gz format", "ok"), outcomes(others));
    }

    @Test
    void read_gzipFileReadThroughTheWrapperToTheEndOfItsCompressedBytes() throws Exception {
        byte[] compressed = gzip("2 2\n4 4\n");
        MessageDigest digest = sha256();
        List<BoardJob> jobs = Reading.drain(reader(List.of(input("b.txt.gz")).iterator(),
                path -> new ByteArrayInputStream(compressed), InputStream.nullInputStream(), (input,
                in) -> new DigestInputStream(in, digest)));
        assertEquals(List.of("ok"), outcomes(jobs));
        assertArrayEquals(sha256().digest(compressed), digest.digest());
    }

    @Test
    void read_stdinStartingWithABoardCsvHeaderIsReadAsCsv() {
        List<BoardJob> jobs = Reading.drain(reader(List.of(Input.stdin()).iterator(), Files::newInputStream,
                Reading.stream("ID,Board,moves\na,2 2/4 4,3\nb,8 8/8 8,\n")));
        assertEquals(List.of("-#1@2", "-#2@3"), labels(jobs));
        assertEquals(List.of("a", "b"), jobs.stream().map(BoardJob::id).toList());
        assertEquals(List.of("ok", "ok"), outcomes(jobs));
    }

    @Test
    void read_stdinOtherwiseIsBoardText_aHeaderWithoutBoardIncluded() {
        List<BoardJob> jobs = Reading.drain(reader(List.of(Input.stdin()).iterator(), Files::newInputStream,
                Reading.stream("id,tiles\n\n2 2\n4 4\n")));
        assertEquals(List.of("-#1@1", "-#2@3"), labels(jobs));
        assertTrue(jobs.get(0).task() instanceof BoardJob.Invalid);
        assertEquals("ok", outcomes(jobs).get(1));
    }

    @Test
    void read_stdinCompressedWithGzipIsReadDecompressed_csvOrText() throws IOException {
        for (String content : List.of("id,board\na,2 2/4 4\n", "2 2\n4 4\n")) {
            CloseTrackingStream stdin = new CloseTrackingStream(gzip(content));
            List<BoardJob> jobs = Reading.drain(reader(List.of(Input.stdin()).iterator(), Files::newInputStream,
                    stdin));
            assertEquals(List.of("ok"), outcomes(jobs), content);
            assertFalse(stdin.closed);
        }
    }

    /** A reader of {@code inputs} at the default K and line cap, each file through {@code wrapper}. */
    private static JobSources reader(Iterator<Input> inputs, JobSources.Opener opener, InputStream stdin,
            InputWrapper wrapper) {
        return new JobSources(inputs, Reading.DEFAULT_MOVES, opener, stdin, LineSource.DEFAULT_MAX_LINE_BYTES, wrapper);
    }

    /** A reader of {@code inputs} at the default K and line cap, the files read as they are. */
    private static JobSources reader(Iterator<Input> inputs, JobSources.Opener opener, InputStream stdin) {
        return reader(inputs, opener, stdin, InputWrapper.NONE);
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(UTF_8));
        }
        return bytes.toByteArray();
    }

    private static List<BoardJob> read(Map<String, String> files, String... names) {
        List<Input> inputs = Arrays.stream(names).map(JobSourcesTest::input).toList();
        return Reading.drain(reader(inputs.iterator(), path -> Reading.stream(files.get(path.toString())),
                InputStream.nullInputStream()));
    }

    private static Input input(String name) {
        return Input.of(name, Path.of(name));
    }

    /** Each job as {@code file#ordinal@line}. */
    private static List<String> labels(List<BoardJob> jobs) {
        return jobs.stream().map(job -> job.file() + "#" + job.ordinal() + "@" + job.line()).toList();
    }

    private static final class FailingInputStream extends InputStream {
        @Override
        public int read() throws IOException {
            throw new IOException("device error");
        }
    }

    private static final class CloseTrackingStream extends ByteArrayInputStream {
        boolean closed;

        CloseTrackingStream(byte[] content) {
            super(content);
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
