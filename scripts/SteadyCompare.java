import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;

/**
 * The steady-state search of two builds of tilesearch side by side in one JVM, for scripts/steady-compare.sh: each
 * jar gets a class loader of its own, both search the same boards on this thread with a one-thread pool (as
 * {@code solve --threads 1} does), after warm-up passes, and then pass by pass, alternating which build goes first.
 * The time of a pass is this thread's CPU time. On a shared machine, whatever the load does to one pass it does to
 * its neighbour, so the per-pass ratio says more than either time; whole processes (scripts/compare.sh) add JVM
 * start and the JIT's warm-up, which this leaves out.
 *
 * <p>Runs from source (java SteadyCompare.java ...): it uses the JDK and, by reflection, the public search API the
 * two builds share ({@code Board.parse}, {@code BestSearcher}, {@code StopSignal.NEVER}, {@code SearchResult}).
 *
 * <pre>java SteadyCompare.java BOARDS K ROUNDS WARMUP JAR_A JAR_B</pre>
 * BOARDS is a folder of board-text files of one board each, as {@code generate} writes them.
 */
public final class SteadyCompare {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** One build: its searcher and the boards parsed by its own classes. */
    private static final class Build {
        private final Object searcher;
        private final Method search;
        private final Method maxExponent;
        private final Method nodes;
        private final Object never;
        private final List<Object> boards = new ArrayList<>();

        Build(Path jar, List<String> notations) throws Exception {
            ClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> board = loader.loadClass("tilesearch.board.Board");
            Class<?> searcherClass = loader.loadClass("tilesearch.search.BestSearcher");
            Class<?> stop = loader.loadClass("tilesearch.search.StopSignal");
            Class<?> result = loader.loadClass("tilesearch.search.SearchResult");
            Method parse = board.getMethod("parse", String.class);
            for (String notation : notations) {
                boards.add(parse.invoke(null, notation));
            }
            searcher = searcherClass.getConstructor(ForkJoinPool.class).newInstance(new ForkJoinPool(1));
            search = searcherClass.getMethod("search", board, int.class, stop);
            maxExponent = result.getMethod("maxExponent");
            nodes = result.getMethod("nodes");
            never = stop.getField("NEVER").get(null);
        }

        /** Searches every board; returns {CPU nanoseconds, nodes} and writes each board's answer to answers. */
        long[] pass(int moves, int[] answers) throws Exception {
            long nodeCount = 0;
            long start = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < boards.size(); i++) {
                Object result = search.invoke(searcher, boards.get(i), moves, never);
                answers[i] = (int) maxExponent.invoke(result);
                nodeCount += (long) nodes.invoke(result);
            }
            return new long[] {THREADS.getCurrentThreadCpuTime() - start, nodeCount};
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: java SteadyCompare.java BOARDS K ROUNDS WARMUP JAR_A JAR_B");
            System.exit(2);
        }
        List<String> notations = boards(Path.of(args[0]));
        int moves = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        int warmup = Integer.parseInt(args[3]);
        Build a = new Build(Path.of(args[4]), notations);
        Build b = new Build(Path.of(args[5]), notations);
        int[] answersA = new int[notations.size()];
        int[] answersB = new int[notations.size()];
        for (int i = 0; i < warmup; i++) {
            a.pass(moves, answersA);
            b.pass(moves, answersB);
        }
        if (!Arrays.equals(answersA, answersB)) {
            System.err.println("steady-compare: the two builds found different largest tiles");
            System.exit(1);
        }
        double[] secondsA = new double[rounds];
        double[] secondsB = new double[rounds];
        double[] ratios = new double[rounds];
        long nodesA = 0;
        long nodesB = 0;
        System.out.printf("%5s %9s %9s %7s%n", "round", "A-cpu-s", "B-cpu-s", "A/B");
        for (int round = 0; round < rounds; round++) {
            // Which build goes first alternates, so that neither always follows the other's cache footprint.
            long[] passA;
            long[] passB;
            if (round % 2 == 0) {
                passA = a.pass(moves, answersA);
                passB = b.pass(moves, answersB);
            } else {
                passB = b.pass(moves, answersB);
                passA = a.pass(moves, answersA);
            }
            secondsA[round] = passA[0] / 1e9;
            secondsB[round] = passB[0] / 1e9;
            ratios[round] = secondsA[round] / secondsB[round];
            nodesA = passA[1];
            nodesB = passB[1];
            System.out.printf("%5d %9.3f %9.3f %7.3f%n", round + 1, secondsA[round], secondsB[round], ratios[round]);
        }
        System.out.printf("boards %d, K = %d, nodes A %d, B %d%n", notations.size(), moves, nodesA, nodesB);
        System.out.printf("median CPU seconds a pass: A %.3f, B %.3f; median of the per-round ratios A/B %.3f"
                + " (quartiles %.3f to %.3f)%n", median(secondsA), median(secondsB), median(ratios),
                quantile(ratios, 0.25), quantile(ratios, 0.75));
    }

    /** The boards of every file in the folder, in file-name order, each as Board.parse reads it. */
    private static List<String> boards(Path folder) throws Exception {
        List<String> notations = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.sorted().toList();
        }
        for (Path file : files) {
            StringBuilder rows = new StringBuilder();
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                rows.append(rows.length() == 0 ? "" : "/").append(line.strip());
            }
            notations.add(rows.toString());
        }
        return notations;
    }

    private static double median(double[] values) {
        return quantile(values, 0.5);
    }

    private static double quantile(double[] values, double q) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    }
}
