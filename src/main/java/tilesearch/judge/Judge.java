package tilesearch.judge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A judge session: runs the program on generated cases, compares each output with the exact answer, and shrinks
 * each failing case.
 *
 * <p>Workers take case numbers in order from one counter; each keeps its own oracle (the searcher holds buffers)
 * and shares the program runner. Without {@code keepGoing} the session reports the failure of lowest number, and
 * counts verdicts up to it, whatever order the workers finished in: so the same seed gives the same report for
 * any number of jobs. Cases above the lowest failure found so far are not started, and their shrinking is
 * abandoned.
 */
public final class Judge implements AutoCloseable {

    private final JudgeSettings settings;
    private final JudgeListener listener;
    private final ProgramRunner runner;

    /**
     * A session of {@code settings} that tells {@code listener} how it goes.
     *
     * @throws IllegalStateException when the tools that run the program in a process group are missing
     */
    public Judge(JudgeSettings settings, JudgeListener listener) {
        this.settings = settings;
        this.listener = listener;
        this.runner = new ProgramRunner(settings.program(), settings.timeLimit());
    }

    /** Kills every run under way with its process group: for a shutdown hook, on Ctrl-C or SIGTERM. */
    public void killRuns() {
        runner.killAll();
    }

    /**
     * Runs the session.
     *
     * @throws IOException when the program cannot be started
     */
    public JudgeSummary run() throws IOException, InterruptedException {
        CaseGenerator generator = new CaseGenerator(settings.problem(), settings.seed());
        Verdict[] verdicts = new Verdict[settings.count()];
        Map<Integer, Failure> failures = new ConcurrentSkipListMap<>();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger firstFailure = new AtomicInteger(Integer.MAX_VALUE);
        ForkJoinPool searchPool = new ForkJoinPool(settings.jobs());
        ExecutorService workers = Executors.newFixedThreadPool(settings.jobs());
        try {
            List<Future<Void>> running = new ArrayList<>();
            for (int w = 0; w < settings.jobs(); w++) {
                Trials trials = new ProgramTrials(new Oracle(settings.problem(), searchPool), runner);
                running.add(workers.submit(() -> work(generator, trials, next, firstFailure, verdicts, failures)));
            }
            for (Future<Void> worker : running) {
                await(worker);
            }
        } finally {
            workers.shutdownNow();
            searchPool.shutdownNow();
        }
        int casesRun = settings.keepGoing() || firstFailure.get() == Integer.MAX_VALUE ? settings.count()
                : firstFailure.get() + 1;
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Verdict verdict : Verdict.values()) {
            counts.put(verdict, 0);
        }
        for (int i = 0; i < casesRun; i++) {
            counts.merge(verdicts[i], 1, Integer::sum);
        }
        List<Failure> reported = new ArrayList<>();
        for (Failure failure : failures.values()) {
            if (failure.index() < casesRun) {
                reported.add(failure);
            }
        }
        return new JudgeSummary(settings, casesRun, counts, reported);
    }

    /** One worker's loop: the next case, until none is left or a lower one failed. */
    private Void work(CaseGenerator generator, Trials trials, AtomicInteger next, AtomicInteger firstFailure,
            Verdict[] verdicts, Map<Integer, Failure> failures) throws IOException, InterruptedException {
        for (int index = next.getAndIncrement(); index < settings.count(); index = next.getAndIncrement()) {
            if (index > firstFailure.get()) {
                return null;
            }
            Trial trial = trials.run(generator.generate(index));
            verdicts[index] = trial.verdict();
            listener.judged(index, trial.verdict());
            if (trial.verdict() == Verdict.ACCEPTED) {
                continue;
            }
            if (!settings.keepGoing()) {
                firstFailure.accumulateAndGet(index, Math::min);
            }
            int failed = index;
            listener.shrinking(trial);
            Shrunk shrunk = new Shrinker(settings.problem(), generator, trials, settings.shrinkRuns(),
                    () -> failed > firstFailure.get()).shrink(trial);
            if (failed <= firstFailure.get()) {
                failures.put(failed, new Failure(trial, shrunk));
            }
        }
        return null;
    }

    private static void await(Future<Void> worker) throws IOException, InterruptedException {
        try {
            worker.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    @Override
    public void close() {
        runner.close();
    }
}
