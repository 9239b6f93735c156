package tilesearch.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class BackgroundTaskTest {

    @Test
    void start_work_runsOnADaemonThreadOfTheGivenName() throws ExecutionException {
        AtomicReference<Thread> worker = new AtomicReference<>();

        BackgroundTask<Integer> task = BackgroundTask.start("tilesearch-test", () -> {
            worker.set(Thread.currentThread());
            return 42;
        });

        assertEquals(42, task.await());
        assertEquals("tilesearch-test", worker.get().getName());
        assertTrue(worker.get().isDaemon());
    }

    @Test
    void await_workThrows_executionExceptionWithWhatItThrew() {
        IllegalStateException thrown = new IllegalStateException("no");

        BackgroundTask<Void> task = BackgroundTask.start("tilesearch-test", () -> {
            throw thrown;
        });

        ExecutionException e = assertThrows(ExecutionException.class, task::await);
        assertSame(thrown, e.getCause());
    }

    @Test
    void await_interruptedWhileWaiting_waitsOnAndKeepsTheInterrupt() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        BackgroundTask<String> task = BackgroundTask.start("tilesearch-test", () -> {
            release.await();
            return "done";
        });
        AtomicReference<String> result = new AtomicReference<>();
        AtomicReference<Boolean> interruptKept = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                result.set(task.await());
            } catch (ExecutionException e) {
                result.set("failed: " + e.getCause());
            }
            interruptKept.set(Thread.currentThread().isInterrupted());
        });

        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        waiter.interrupt();
        Thread.sleep(50);
        release.countDown();
        waiter.join(10_000);

        assertEquals("done", result.get());
        assertEquals(Boolean.TRUE, interruptKept.get());
    }
}
