package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputWalkerTest {

    @TempDir
    Path root;

    @Test
    void walk_directoryWalkedRecursivelyInSortedOrder() throws IOException {
        touch("inputs/b.txt", "inputs/a/z.txt", "inputs/a/b/c.csv", "inputs/a-b/x.txt", "inputs/A.txt",
                "inputs/10.txt", "inputs/9.txt");
        assertEquals(List.of("inputs/10.txt", "inputs/9.txt", "inputs/A.txt", "inputs/a/b/c.csv", "inputs/a/z.txt",
                "inputs/a-b/x.txt", "inputs/b.txt"), names(List.of(path("inputs"))));
    }

    @Test
    void walk_hiddenFilesAndDirectoriesSkipped() throws IOException {
        touch("in/.gitkeep", "in/.cache/x.txt", "in/ok.txt");
        assertEquals(List.of("in/ok.txt"), names(List.of(path("in"))));
    }

    @Test
    void walk_hiddenFileNamedDirectlyIsRead() throws IOException {
        touch(".boards.txt");
        assertEquals(List.of(".boards.txt"), names(List.of(path(".boards.txt"))));
    }

    @Test
    void walk_pathsInTheUsersOrderAndSpelling() throws IOException {
        touch("dir/x.txt", "one.txt");
        String spelledWithSlash = path("dir") + "/";
        assertEquals(List.of("one.txt", "-", "dir/x.txt"), names(List.of(path("one.txt"), "-", spelledWithSlash)));
    }

    @Test
    void walk_emptyDirectoryYieldsNothing() throws IOException {
        Files.createDirectories(root.resolve("empty"));
        assertTrue(walk(List.of(path("empty"))).isEmpty());
    }

    @Test
    void walk_symbolicLinkBackToAFolderTheWalkIsIn_skipped() throws IOException {
        touch("in/real/x.txt", "in/y/z.txt");
        Files.createSymbolicLink(root.resolve("in/loop"), root.resolve("in"));
        Files.createSymbolicLink(root.resolve("in/real/up"), Path.of("../y"));
        Files.createSymbolicLink(root.resolve("in/y/back"), Path.of("../real"));
        assertEquals(List.of("in/real/up/z.txt", "in/real/x.txt", "in/y/back/x.txt", "in/y/z.txt"),
                names(List.of(path("in"))));
    }

    @Test
    void walk_symbolicLinksInsideTheTreeFollowedAlikeAndADanglingOneSkipped() throws IOException {
        touch("in/a.txt", "in/sub/b.txt");
        Files.createSymbolicLink(root.resolve("in/b.txt"), Path.of("sub/b.txt"));
        Files.createSymbolicLink(root.resolve("in/c.txt"), root.resolve("in/gone.txt"));
        Files.createSymbolicLink(root.resolve("in/linked"), root.resolve("in/sub"));
        assertEquals(List.of("in/a.txt", "in/b.txt", "in/linked/b.txt", "in/sub/b.txt"), names(List.of(path("in"))));
    }

    @Test
    void walk_symbolicLinksLeadingOutOfTheTree_skippedAlike() throws IOException {
        touch("in/a.txt", "elsewhere/secret.txt", "elsewhere/deep/x.txt");
        Files.createSymbolicLink(root.resolve("in/sh"), root.resolve("elsewhere/secret.txt"));
        Files.createSymbolicLink(root.resolve("in/etcdir"), root.resolve("elsewhere"));
        Files.createSymbolicLink(root.resolve("in/up"), Path.of(".."));
        assertEquals(List.of("in/a.txt"), names(List.of(path("in"))));
    }

    @Test
    void walk_namedPathThatIsALink_itsTreeIsWhereItLeads() throws IOException {
        touch("elsewhere/a.txt", "elsewhere/sub/b.txt");
        Files.createSymbolicLink(root.resolve("in"), root.resolve("elsewhere"));
        Files.createSymbolicLink(root.resolve("elsewhere/c.txt"), Path.of("sub/b.txt"));
        assertEquals(List.of("in/a.txt", "in/c.txt", "in/sub/b.txt"), names(List.of(path("in"))));
    }

    @Test
    void walk_stdinIsMarked() {
        List<Input> walked = walk(List.of("-"));
        assertEquals(1, walked.size());
        assertTrue(walked.get(0).isStdin());
    }

    @Test
    void walk_skippedFilesLeftOutOfWalkedDirectoriesOnly() throws IOException {
        touch("in/a.txt", "in/out/night.csv", "in/out/night.run.json", "in/z.txt");
        Set<Path> skipped = Set.of(root.resolve("in/out/night.csv"), root.resolve("in/out/night.run.json"));
        SkipRule rule = (path, attributes) -> skipped.contains(path.toAbsolutePath().normalize());

        List<String> walked = new ArrayList<>();
        InputWalker.walk(List.of(path("in"), path("in/out/night.csv")), rule, InputFilter.EVERY_FILE)
                .forEach(input -> walked.add(input.name().replace(root + "/", "")));

        assertEquals(List.of("in/a.txt", "in/z.txt", "in/out/night.csv"), walked);
    }

    @Test
    void walk_defaultFilter_documentationLeftOutOfWalkedFoldersOnly() throws IOException {
        touch("in/README.md", "in/README", "in/LICENSE.txt", "in/sub/notes.md", "in/a.txt", "in/b", "in/c.in",
                "in/d.csv.gz", "in/sub/e.txt", "README.md");
        assertEquals(List.of("in/a.txt", "in/b", "in/c.in", "in/d.csv.gz", "in/sub/e.txt", "README.md"),
                filtered(InputFilter.of(List.of(), List.of()), "in", "README.md"));
    }

    @Test
    void walk_includeGlobs_onlyTheFilesTheyMatch_everyFolderWalked_noDefaultExcludes() throws IOException {
        touch("in/a.txt", "in/b.csv", "in/README.md", "in/sub/c.txt", "in/sub/d.csv.gz", "in/x.log");
        assertEquals(List.of("in/a.txt", "in/sub/c.txt"), filtered(InputFilter.of(List.of("*.txt"), List.of()), "in"));
        assertEquals(List.of("in/README.md", "in/b.csv", "in/sub/d.csv.gz"),
                filtered(InputFilter.of(List.of("*.{csv,csv.gz}", "README*"), List.of()), "in"));
        assertEquals(List.of("in/README.md", "in/a.txt", "in/b.csv", "in/sub/c.txt", "in/sub/d.csv.gz", "in/x.log"),
                filtered(InputFilter.of(List.of("*"), List.of()), "in"));
    }

    @Test
    void walk_excludeGlobs_byNameOrRelativePath_aFolderWithAllItHolds() throws IOException {
        touch("in/a.txt", "in/old/b.txt", "in/sub/old/c.txt", "in/sub/d.txt", "in/sub/e.csv", "in/x.log");
        assertEquals(List.of("in/a.txt", "in/sub/d.txt", "in/sub/e.csv"),
                filtered(InputFilter.of(List.of(), List.of("old", "*.log")), "in"));
        assertEquals(List.of("in/a.txt", "in/sub/e.csv", "in/x.log"),
                filtered(InputFilter.of(List.of(), List.of("old/*", "sub/**.txt")), "in"));
        assertEquals(List.of("in/sub/e.csv", "in/x.log"),
                filtered(InputFilter.of(List.of(), List.of("**/*.txt")), "in"));
        assertEquals(List.of("in/old/b.txt", "in/sub/d.txt", "in/sub/e.csv", "in/sub/old/c.txt"),
                filtered(InputFilter.of(List.of(), List.of("/a.txt", "?.log")), "in"));
        assertEquals(List.of("in/a.txt"),
                filtered(InputFilter.of(List.of("[a-c].txt"), List.of("old")), "in"));
    }

    @Test
    void walk_subfolderThatCannotBeListed_isAnInputOfItsOwnInItsPlace() throws IOException {
        assumeFalse("root".equals(System.getProperty("user.name")), "root lists folders whatever their permissions");
        touch("in/a.txt", "in/locked/x.txt", "in/z.txt");
        Files.setPosixFilePermissions(root.resolve("in/locked"), PosixFilePermissions.fromString("---------"));
        try {
            List<Input> inputs = InputWalker.walk(List.of(path("in")), SkipRule.NONE,
                    InputFilter.of(List.of(), List.of()));
            assertEquals(List.of("in/a.txt", "in/locked", "in/z.txt"),
                    inputs.stream().map(input -> input.name().replace(root + "/", "")).toList());
            assertTrue(inputs.get(1).listingFailure() != null);
        } finally {
            Files.setPosixFilePermissions(root.resolve("in/locked"), PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void of_aGlobThatIsNotOne_isRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> InputFilter.of(List.of("[a-"), List.of()));
        assertTrue(e.getMessage().startsWith("'[a-' is not a glob: "), e.getMessage());
    }

    /** The names of the inputs a walk over {@code paths}, under the root, reads through {@code filter}. */
    private List<String> filtered(InputFilter filter, String... paths) {
        List<String> walked = new ArrayList<>();
        InputWalker.walk(Arrays.stream(paths).map(this::path).toList(), SkipRule.NONE, filter)
                .forEach(input -> walked.add(input.name().replace(root + "/", "")));
        return walked;
    }

    @Test
    void walk_filesCarryTheAttributesTheFileSystemGivesThem() throws IOException {
        touch("in/a.txt", "in/sub/b.txt", "in/z/c.txt", "top.txt");
        Files.writeString(root.resolve("in/z/c.txt"), "2 2\n4 4\n");
        Files.createSymbolicLink(root.resolve("in/c.txt"), root.resolve("in/z/c.txt"));
        List<Input> inputs = walk(List.of(path("in"), path("top.txt"), "-"));

        assertEquals(6, inputs.size());
        for (Input input : inputs.subList(0, 5)) {
            BasicFileAttributes expected = Files.readAttributes(input.path(), BasicFileAttributes.class);
            assertEquals(Input.Kind.REGULAR_FILE, input.kind(), input.name());
            assertEquals(expected.size(), input.size(), input.name());
            assertEquals(expected.lastModifiedTime().toInstant(), input.modified(), input.name());
        }
        assertEquals(8, inputs.get(1).size(), "a link to a file has its target's attributes");
        assertFalse(inputs.get(5).seen());
    }

    @Test
    void walk_largeFolderWithLinksAndHiddenEntries_filesAndTheirAttributesInOrder() throws IOException {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 1024; i++) {
            String name = String.format("in/f%04d.txt", i);
            Files.createDirectories(root.resolve("in"));
            Files.writeString(root.resolve(name), "2 ".repeat(i % 7) + "2\n");
            expected.add(name);
        }
        touch("in/.hidden.txt", "in/z-dir/inner.txt", "in/.target.txt");
        Files.createSymbolicLink(root.resolve("in/z-link.txt"), root.resolve("in/.target.txt"));
        Files.createSymbolicLink(root.resolve("in/z-loop"), root.resolve("in"));
        Files.createSymbolicLink(root.resolve("in/z-gone.txt"), root.resolve("elsewhere/gone.txt"));
        expected.addAll(List.of("in/z-dir/inner.txt", "in/z-link.txt"));

        List<Input> inputs = walk(List.of(path("in")));

        assertEquals(expected, inputs.stream().map(input -> input.name().replace(root + "/", "")).toList());
        for (Input input : inputs) {
            BasicFileAttributes actual = Files.readAttributes(input.path(), BasicFileAttributes.class);
            assertEquals(Input.Kind.REGULAR_FILE, input.kind(), input.name());
            assertEquals(actual.size(), input.size(), input.name());
            assertEquals(actual.lastModifiedTime().toInstant(), input.modified(), input.name());
        }
    }

    @Test
    void walk_folderOfThousandsOfFiles_everyEntryInOrderOnce() throws IOException {
        Files.createDirectories(root.resolve("in/m-dir"));
        List<String> expected = new ArrayList<>();
        for (int i = 4098; i >= 0; i--) {
            Files.createFile(root.resolve(String.format("in/f%05d.txt", i)));
        }
        touch("in/m-dir/inner.txt", "in/z.txt");
        for (int i = 0; i <= 4098; i++) {
            expected.add(String.format("in/f%05d.txt", i));
        }
        expected.addAll(List.of("in/m-dir/inner.txt", "in/z.txt"));

        assertEquals(expected, names(List.of(path("in"))));
    }

    /** The names of the inputs found, relative to {@link #root} for brevity. */
    private List<String> names(List<String> paths) {
        return walk(paths).stream().map(input -> input.name().replace(root.toString() + "/", "")).toList();
    }

    private static List<Input> walk(List<String> paths) {
        return InputWalker.walk(paths, SkipRule.NONE, InputFilter.EVERY_FILE);
    }

    private String path(String relative) {
        return root.resolve(relative).toString();
    }

    private void touch(String... relatives) throws IOException {
        for (String relative : relatives) {
            Path file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            Files.writeString(file, "2\n");
        }
    }
}
