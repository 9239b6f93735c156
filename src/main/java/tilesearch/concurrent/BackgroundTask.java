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

    private final Task<T> task;

    private BackgroundTask(Task<T> task) {
        this.task = task;
    }

    /** A future that can be failed from outside its work. */
    private static final class Task<T> extends FutureTask<T> {

        Task(Callable<T> work) {
            super(work);
        }

        /** Ends the task with {@code failure}, unless it has ended already. */
        void fail(Throwable failure) {
            setException(failure);
        }
    }

    /**
     * Starts {@code work} now on a daemon thread named {@code threadName}. Whatever escapes the future itself (out
     * of memory while it records how the work ended) still ends it, so that {@link #await} never waits for a thread
     * that is gone.
     */
    public static <T> BackgroundTask<T> start(String threadName, Callable<T> work) {
        Task<T> task = new Task<>(work);
        Thread thread = new Thread(() -> {
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                task.fail(e);
            }
        }, threadName);
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
