package tilesearch.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Work started on a daemon thread of its own, so that its caller can do something else meanwhile and take the
 * result when it needs it. Made for work on the way to a run's first board (a folder's looks, the run log's
 * opening), where the only other thread at work would be the caller's.
 *
 * <p>Thread-safety: {@link #await} may be called from any thread, and more than once.
 *
 * @param <T> what the work gives
 */
public final class BackgroundTask<T> {

    private final FutureTask<T> task;

    private BackgroundTask(FutureTask<T> task) {
        this.task = task;
    }

    /** Starts {@code work} now on a daemon thread named {@code threadName}. */
    public static <T> BackgroundTask<T> start(String threadName, Callable<T> work) {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(task, threadName);
        thread.setDaemon(true);
        thread.start();
        return new BackgroundTask<>(task);
    }

    /**
     * Waits until the work is done and returns what it gave; everything it wrote is then seen by the caller. An
     * interrupt does not end the wait, since the work must be whole or not be used: it is kept for the caller.
     *
     * @throws ExecutionException when the work threw, with what it threw as the cause
     */
    public T await() throws ExecutionException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
