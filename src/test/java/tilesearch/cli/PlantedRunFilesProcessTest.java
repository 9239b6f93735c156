package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;

/**
 * A symbolic link or a FIFO planted at each name of a run's files in turn (its lock, record, the record's
 * temporary, the repair copy, the run log, the 1.0.0 record, a rolled log of today), then {@code solve}, {@code
 * solve --resume}, {@code report} and {@code show} against the results, each in a process of its own: none hangs,
 * none writes where a link points, none is an internal error, and a run refuses before it touches anything.
 */
class PlantedRunFilesProcessTest {

    private static final long SECONDS = 30;
    private static final String VICTIM = "not the run's\n";

    @TempDir
    Path work;

    @Test
    void everyCommand_linkOrFifoAtEachNameOfTheRunsFiles_noHangNoWriteThroughRunsRefused() throws IOException,
            InterruptedException {
        Path template = Files.createDirectories(work.resolve("template"));
        Files.createDirectories(template.resolve("in"));
        Files.writeString(template.resolve("in/a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(template, stderr, List.of(), SECONDS, "solve", "--moves",
                "3", "--out", "X.csv", "in"), Files.readString(stderr));
        Path results = Path.of("X.csv");
        // A link where a write would go through, a FIFO where a read or an open would block; the log gets both.
        Map<Path, List<Boolean>> plants = new LinkedHashMap<>();
        plants.put(RunFiles.lock(results), List.of(false));
        plants.put(RunFiles.record(results), List.of(true));
        plants.put(RunFiles.recordTemporary(results), List.of(false));
        plants.put(RunFiles.repairCopy(results), List.of(true));
        plants.put(RunFiles.log(results), List.of(false, true));
        plants.put(RunFiles.legacyRecord(results), List.of(true));
        plants.put(Path.of("X.csv.log." + LocalDate.now() + ".0.gz"), List.of(false));

        int planted = 0;
        for (Map.Entry<Path, List<Boolean>> name : plants.entrySet()) {
            for (boolean fifo : name.getValue()) {
                Path folder = copy(template, work.resolve("case" + planted++));
                Path victim = Files.writeString(folder.resolve("victim.txt"), VICTIM);
                Path plant = folder.resolve(name.getKey());
                Files.deleteIfExists(plant);
                if (fifo) {
                    WriteTargetProcessTest.mkfifo(plant);
                } else {
                    Files.createSymbolicLink(plant, victim);
                }
                String what = (fifo ? "a FIFO" : "a link") + " at " + name.getKey();

                // The four at once: each must refuse or only read, so none waits for another.
                int[] exits = runAtOnce(folder, List.of(
                        List.of("solve", "--force", "--moves", "3", "--out", "X.csv", "in"),
                        List.of("solve", "--resume", "--moves", "3", "--out", "X.csv", "in"),
                        List.of("report", "X.csv", "--out", "report.html"),
                        List.of("show", "X.csv", "in/a.txt#1")));

                assertEquals(ExitCodes.USAGE, exits[0], what);
                assertEquals(ExitCodes.USAGE, exits[1], what);
                for (int exit : new int[] {exits[2], exits[3]}) {
                    assertTrue(exit == ExitCodes.OK || exit == ExitCodes.USAGE, what + ": exit " + exit);
                }
                assertEquals(VICTIM, Files.readString(victim), what);
                assertEquals(fifo, Files.readAttributes(plant, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        .isOther(), what);
                assertEquals(!fifo, Files.isSymbolicLink(plant), what);
            }
        }
    }

    /** Runs each of {@code commands} in {@code folder}, all at once, and gives their exit codes, none of them 70. */
    private static int[] runAtOnce(Path folder, List<List<String>> commands) throws IOException,
            InterruptedException {
        List<Process> processes = new ArrayList<>();
        try {
            for (int i = 0; i < commands.size(); i++) {
                processes.add(TileSearchProcess.start(folder, folder.resolve("stderr" + i + ".txt"),
                        commands.get(i).toArray(String[]::new)));
            }
            int[] exits = new int[commands.size()];
            for (int i = 0; i < commands.size(); i++) {
                String command = String.join(" ", commands.get(i));
                assertTrue(processes.get(i).waitFor(SECONDS, TimeUnit.SECONDS), command + " did not finish in "
                        + SECONDS + " s");
                exits[i] = processes.get(i).exitValue();
                assertNotEquals(ExitCodes.SOFTWARE, exits[i], command + ": "
                        + Files.readString(folder.resolve("stderr" + i + ".txt")));
            }
            return exits;
        } finally {
            for (Process process : processes) {
                process.destroyForcibly();
            }
        }
    }

    /** A copy of the results, their record and the inputs in {@code template}, as a new folder {@code folder}. */
    private static Path copy(Path template, Path folder) throws IOException {
        Files.createDirectories(folder.resolve("in"));
        Files.copy(template.resolve("in/a.txt"), folder.resolve("in/a.txt"));
        for (String name : new String[] {"X.csv", "X.csv.run.json"}) {
            Files.copy(template.resolve(name), folder.resolve(name), LinkOption.NOFOLLOW_LINKS);
        }
        return folder;
    }
}
