package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputListingTest {

    @TempDir
    Path work;

    @Test
    void list_linksInAListedFolderToTheRunsHelperFiles_areNoInputs() throws IOException {
        Path results = work.resolve("r.csv");
        Files.writeString(results, "");
        Path log = Files.writeString(work.resolve("r.csv.log"), "2 2\n4 4\n");
        Path lock = Files.writeString(work.resolve("r.csv.lock"), "");
        Path record = Files.writeString(work.resolve("r.csv.run.json"), "{}");
        Path rolled = Files.writeString(work.resolve("r.csv.log.2026-11-30.0.gz"), "2 2\n4 4\n");
        Path in = Files.createDirectories(work.resolve("in"));
        Files.writeString(in.resolve("a.txt"), "2 2\n4 4\n");
        Files.createSymbolicLink(in.resolve("alias.log"), Path.of("../r.csv.log"));
        Files.createSymbolicLink(in.resolve("record.json"), Path.of("../r.csv.run.json"));
        Files.createSymbolicLink(in.resolve("rolled.txt"), Path.of("..", rolled.getFileName().toString()));
        Files.createLink(in.resolve("hard.log"), log);
        Files.createLink(in.resolve("hard.lock"), lock);
        Files.createLink(in.resolve("hard-record.txt"), record);

        List<ReadUnit> units = InputListing.list(List.of(in.toString()), Set.of(results, log, lock, record),
                new Configuration(), Long.MAX_VALUE);

        assertEquals(List.of(in + "/a.txt"), units.stream().map(ReadUnit::name).toList());
    }

    @Test
    void list_symbolicLinks_followedInsideTheTreeSkippedOutOfItOrBackUp() throws IOException {
        Path outside = Files.writeString(work.resolve("secret.txt"), "2 2\n4 4\n");
        Path outsideFolder = Files.createDirectories(work.resolve("elsewhere"));
        Files.writeString(outsideFolder.resolve("b.txt"), "2 2\n4 4\n");
        Path in = Files.createDirectories(work.resolve("in"));
        Path sub = Files.createDirectories(in.resolve("sub"));
        Files.writeString(sub.resolve("a.txt"), "2 2\n4 4\n");
        Files.createSymbolicLink(in.resolve("file-out.txt"), outside);
        Files.createSymbolicLink(in.resolve("folder-out"), outsideFolder);
        Files.createSymbolicLink(in.resolve("inside.txt"), Path.of("sub/a.txt"));
        Files.createSymbolicLink(sub.resolve("up"), Path.of(".."));

        List<ReadUnit> units = InputListing.list(List.of(in.toString()), Set.of(), new Configuration(),
                Long.MAX_VALUE);

        assertEquals(List.of(in + "/inside.txt", in + "/sub/a.txt"), units.stream().map(ReadUnit::name).toList());
    }
}
