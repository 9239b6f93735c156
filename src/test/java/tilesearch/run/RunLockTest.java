package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lock within one JVM; {@code SolveProcessTest} races two real processes for it. */
class RunLockTest {

    @TempDir
    Path dir;

    @Test
    void pathFor_siblingWithLockAdded() {
        assertEquals(Path.of("outputs/night.csv.lock"), RunFiles.lock(Path.of("outputs/night.csv")));
    }

    @Test
    void acquire_free_writesThisProcessAndEmptiesTheFileOnClose() throws IOException {
        Path csv = dir.resolve("night.csv");

        try (RunLock lock = RunLock.acquire(csv)) {
            RunLock.Holder written = RunLock.Holder.parse(Files.readString(RunFiles.lock(csv)));
            assertEquals(lock.holder(), written);
            assertEquals(ProcessHandle.current().pid(), written.pid());
        }

        assertEquals("", Files.readString(RunFiles.lock(csv)));
    }

    @Test
    void acquire_held_refusedNamingTheHolderAndFreeAfterClose() throws IOException {
        Path csv = dir.resolve("night.csv");
        try (RunLock first = RunLock.acquire(csv)) {
            RunRefusedException refused = assertThrows(RunRefusedException.class, () -> RunLock.acquire(csv));

            assertEquals(csv + " is in use by tilesearch (" + first.holder().describe(ZoneId.systemDefault(), LocalDate.now()) + ")", refused.getMessage());
            assertEquals(first.holder(), RunLock.Holder.parse(Files.readString(RunFiles.lock(csv))));
        }
        try (RunLock again = RunLock.acquire(csv)) {
            assertEquals(ProcessHandle.current().pid(), again.holder().pid());
        }
    }

    @Test
    void acquire_heldByARunNotYetNamedInTheFile_waitsForTheName() throws Exception {
        Path csv = dir.resolve("night.csv");
        try (RunLock first = RunLock.acquire(csv)) {
            Path file = RunFiles.lock(csv);
            Files.writeString(file, "");
            Thread naming = new Thread(() -> {
                try {
                    Thread.sleep(100);
                    Files.writeString(file, first.holder().toText());
                } catch (InterruptedException | IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            naming.start();

            RunRefusedException refused = assertThrows(RunRefusedException.class, () -> RunLock.acquire(csv));

            naming.join();
            assertEquals(csv + " is in use by tilesearch (" + first.holder().describe(ZoneId.systemDefault(), LocalDate.now()) + ")", refused.getMessage());
        }
    }

    @Test
    void acquire_fileLeftByAKilledRun_takenAndOverwritten() throws IOException {
        Path csv = dir.resolve("night.csv");
        Files.writeString(RunFiles.lock(csv), "pid=999999999\nhost=elsewhere\nsince=2020-01-01T00:00:00Z\n"
                + "note=a-line-longer-than-the-new-holder-so-that-an-untruncated-tail-would-show-up-in-its-place\n");

        try (RunLock lock = RunLock.acquire(csv)) {
            assertEquals(lock.holder(), RunLock.Holder.parse(Files.readString(RunFiles.lock(csv))));
        }
    }

    @Test
    void describe_today_timeOnly() {
        RunLock.Holder holder = new RunLock.Holder(4242, "HOST", Instant.parse("2026-11-30T18:00:01Z"));

        assertEquals("pid 4242 on HOST, since 18:00:01", holder.describe(ZoneOffset.UTC, LocalDate.of(2026, 11, 30)));
        assertEquals("pid 4242 on HOST, since 2026-11-30 19:00:01",
                holder.describe(ZoneOffset.ofHours(1), LocalDate.of(2026, 12, 1)));
    }

    @Test
    void parse_emptyOrTorn_null() {
        assertNull(RunLock.Holder.parse(""));
        assertNull(RunLock.Holder.parse("pid=42\nhost=HOST\nsince=2026-11-"));
    }
}
