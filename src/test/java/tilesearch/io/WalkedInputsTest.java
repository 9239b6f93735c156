package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's inputs kept in a file: read back as the walk made them, with a slot for each one's hash. */
class WalkedInputsTest {

    @TempDir
    Path root;

    @Test
    void iterator_theWalkReadBackWhole_namesPathsKindsSizesTimesAndListingFailures() throws IOException {
        Files.createDirectories(root.resolve("in/sub"));
        Files.writeString(root.resolve("in/a.txt"), "2 2\n4 4\n");
        Files.writeString(root.resolve("in/sub/b c,d.txt"), "2\n");
        Path locked = Files.createDirectories(root.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        // As root, a folder without permissions is listed all the same: then there is no listing failure to keep.
        boolean listable = Files.isReadable(locked);
        List<String> paths = List.of(root + "/in/", "-", locked.toString());
        List<Input> walked = new ArrayList<>();
        new InputWalker(paths, Set.of()).forEachRemaining(walked::add);

        List<Input> read = new ArrayList<>();
        try (WalkedInputs inputs = WalkedInputs.walk(paths, Set.of(), root.resolve("r.csv.inputs.tmp"))) {
            inputs.forEach(read::add);
            assertEquals(walked.size(), inputs.size());
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
        }

        assertEquals(listable ? 3 : 4, walked.size());
        for (int i = 0; i < walked.size(); i++) {
            Input expected = walked.get(i);
            Input actual = read.get(i);
            assertEquals(expected.name(), actual.name());
            assertEquals(expected.path(), actual.path(), expected.name());
            assertEquals(expected.kind(), actual.kind(), expected.name());
            assertEquals(expected.size(), actual.size(), expected.name());
            assertEquals(expected.modified(), actual.modified(), expected.name());
        }
        assertEquals(root + "/in/a.txt", read.get(0).name());
        assertEquals(root + "/in/sub/b c,d.txt", read.get(1).name());
        assertTrue(read.get(2).isStdin());
        if (!listable) {
            assertEquals(AccessDeniedException.class, read.get(3).listingFailure().getClass());
            assertEquals(walked.get(3).listingFailure().getMessage(), read.get(3).listingFailure().getMessage());
        }
    }

    @Test
    void entries_slots_eachInputsHashOrNoneOrUnreadable() throws IOException {
        for (int i = 0; i < 5; i++) {
            Files.writeString(root.resolve("f" + i + ".txt"), "2\n");
        }
        byte[] hash = new byte[32];
        hash[0] = 7;
        hash[31] = -1;
        try (WalkedInputs inputs = WalkedInputs.walk(List.of(root.toString()), Set.of(),
                root.resolveSibling(root.getFileName() + ".inputs.tmp"))) {
            inputs.put(1, hash);
            inputs.putUnreadable(3);

            List<WalkedInputs.Entry> entries = new ArrayList<>();
            inputs.entries().forEach(entries::add);

            assertEquals(5, entries.size());
            assertArrayEquals(hash, inputs.get(1));
            assertArrayEquals(hash, entries.get(1).sha256());
            assertTrue(entries.get(3).unreadable());
            assertNull(inputs.get(3));
            for (int i : new int[] {0, 2, 4}) {
                assertNull(entries.get(i).sha256(), "no hash put, past the last slot written or before it");
                assertFalse(entries.get(i).unreadable());
                assertNull(inputs.get(i));
            }
        }
    }

    @Test
    void entries_slotsPutInOrderPastTheWrittenTogetherRunOutOfOrderAndAgain_eachAsLastPut() throws IOException {
        int files = 2500;
        for (int i = 0; i < files; i++) {
            Files.writeString(root.resolve(String.format("f%04d.txt", i)), "2\n");
        }
        try (WalkedInputs inputs = WalkedInputs.walk(List.of(root.toString()), Set.of(),
                root.resolveSibling(root.getFileName() + ".inputs.tmp"))) {
            for (int i = 0; i < files; i++) {
                if (i != 1500) {
                    inputs.put(i, hashOf(i));
                }
            }
            inputs.put(1500, hashOf(1500));
            inputs.put(10, null);
            inputs.putUnreadable(10);
            inputs.put(files - 1, hashOf(-1));

            List<WalkedInputs.Entry> entries = new ArrayList<>();
            inputs.entries().forEach(entries::add);

            assertEquals(files, entries.size());
            for (int i = 0; i < files; i++) {
                byte[] expected = i == 10 ? null : i == files - 1 ? hashOf(-1) : hashOf(i);
                assertArrayEquals(expected, entries.get(i).sha256(), "input " + i);
                assertArrayEquals(expected, inputs.get(i), "input " + i);
                assertEquals(i == 10, entries.get(i).unreadable(), "input " + i);
            }
        }
    }

    @Test
    void allSmallFiles_onlyWhenEveryInputIsARegularFileTheReaderReadsWhole() throws IOException {
        Path small = Files.createDirectory(root.resolve("small"));
        Files.writeString(small.resolve("a.txt"), "2\n");
        Files.writeString(small.resolve("b.txt"), "4\n");
        Path large = Files.write(root.resolve("large.txt"), new byte[ContentHashes.WHOLE_READ_BYTES]);

        assertTrue(allSmallFiles(List.of(small.toString())));
        assertFalse(allSmallFiles(List.of(small.toString(), large.toString())), "a file the reader reads in parts");
        assertFalse(allSmallFiles(List.of(small.toString(), "-")), "standard input");
        assertTrue(allSmallFiles(List.of(small.resolve("a.txt").toString())), "a file named: the walk looks at it too");
    }

    private boolean allSmallFiles(List<String> paths) throws IOException {
        try (WalkedInputs inputs = WalkedInputs.walk(paths, Set.of(), root.resolve("r.csv.inputs.tmp"))) {
            return inputs.allSmallFiles();
        }
    }

    /** A hash that tells {@code i} apart. */
    private static byte[] hashOf(int i) {
        byte[] hash = new byte[32];
        hash[0] = (byte) i;
        hash[1] = (byte) (i >>> 8);
        hash[31] = 1;
        return hash;
    }

    @Test
    void walk_linkPlantedAtTheFilesName_removedNotWrittenThroughAndTheFileRemovedAtTheEnd() throws IOException {
        Files.writeString(root.resolve("in.txt"), "2\n");
        Path target = Files.writeString(root.resolve("target.txt"), "keep me\n");
        Path file = root.resolve("r.csv.inputs.tmp");
        Files.createSymbolicLink(file, target);

        try (WalkedInputs inputs = WalkedInputs.walk(List.of(root.resolve("in.txt").toString()), Set.of(), file)) {
            assertEquals(1, inputs.size());
            assertFalse(Files.isSymbolicLink(file));
        }

        assertEquals("keep me\n", Files.readString(target));
        assertFalse(Files.exists(file));
    }
}
