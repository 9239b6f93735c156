package tilesearch.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import tilesearch.board.Tiles;
import tilesearch.run.ExitCodes;
import tilesearch.search.BenchSet;
import tilesearch.search.BestSearcher;
import tilesearch.search.SearchCounters;
import tilesearch.board.SearchResult;

/**
 * {@code tilesearch bench}: searches a fixed set of boards ({@link BenchSet}) and prints the nodes searched, the
 * time and the nodes per second, as Stockfish's bench does. On one thread the node count is the search's
 * signature: the same build always gives the same count, and a change to the search shows as a new one.
 */
@Command(name = "bench",
        header = "Search a fixed set of boards; print the nodes searched, the time and the nodes per second.",
        description = {
            "The set is built in and never changes: random full 20x20 boards at K = 10 to 15, a half-full 20x20 "
                    + "board, an 8x8 board and four 4x4 boards at K = 10 or 14, and one deep 20x20 board at K = 17 "
                    + "(the first board of generate --size 20 --density 1 --seed 1).",
            "One line per board (board, K, largest tile, nodes, milliseconds), then the totals. With one thread "
                    + "(the default) the total node count is the same on every run of the same build: it is the "
                    + "search's signature. With more threads a lone board is split across them and the count "
                    + "varies from run to run; use that to size a machine."},
        footer = {
            "%nExamples:",
            "  # the signature and this machine's speed, one thread",
            "  tilesearch bench",
            "  # the speed on two threads",
            "  tilesearch bench --threads 2",
            "  # with per-depth counters for every board",
            "  tilesearch bench --verbose"})
final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Worker threads, 1 to 32767 (default: ${DEFAULT-VALUE}, whose node count is the signature).")
    private int threads;

    @Option(names = VerboseOption.NAME,
            description = "Also print, per board and per number of moves left, the nodes visited, the children "
                    + "built, the children decided without building them, the transposition table's hits, the "
                    + "axes skipped by the mirror rule and the axes whose half of the pairing bound failed.")
    private boolean verbose;

    @Override
    public Integer call() {
        SolveCommand.checkThreads(spec.commandLine(), threads);
        PrintWriter out = spec.commandLine().getOut();
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            BestSearcher searcher = new BestSearcher(pool);
            SearchCounters total = new SearchCounters();
            long nodes = 0;
            long nanos = 0;
            out.printf(Locale.ROOT, "%-22s %3s %10s %14s %9s%n", "board", "K", "max tile", "nodes", "ms");
            for (BenchSet.Case benchCase : BenchSet.all()) {
                long start = System.nanoTime();
                SearchResult result = searcher.search(benchCase.board(), benchCase.moves());
                long elapsed = System.nanoTime() - start;
                nodes += result.nodes();
                nanos += elapsed;
                out.printf(Locale.ROOT, "%-22s %3d %10s %,14d %9d%n", benchCase.name(), benchCase.moves(),
                        Tiles.decimal(result.maxExponent()), result.nodes(), elapsed / 1_000_000);
                if (verbose) {
                    SearchCounters counters = searcher.lastCounters();
                    printCounters(out, counters);
                    total.add(counters);
                }
                out.flush();
            }
            if (verbose) {
                out.println("all boards:");
                printCounters(out, total);
            }
            long millis = Math.max(1, nanos / 1_000_000);
            out.println();
            out.printf(Locale.ROOT, "Total time (ms) : %d%n", millis);
            out.printf(Locale.ROOT, "Nodes searched  : %d%n", nodes);
            out.printf(Locale.ROOT, "Nodes/second    : %d%n", nodes * 1000 / millis);
            out.printf(Locale.ROOT, "Threads         : %d%s%n", threads,
                    threads == 1 ? "" : " (node counts vary from run to run; the signature is the 1-thread count)");
            out.flush();
            return ExitCodes.OK;
        } finally {
            pool.shutdown();
        }
    }

    /** The counters of one search, one line per number of moves left, from the most down. */
    private static void printCounters(PrintWriter out, SearchCounters counters) {
        int deepest = counters.deepest();
        if (deepest < 0) {
            out.println("    (no counters: the 4x4 fast path keeps none)");
            return;
        }
        out.printf(Locale.ROOT, "    %5s %14s %14s %14s %14s %12s %12s%n", "left", "visited", "built", "decided",
                "table hits", "mirrored", "axes cut");
        for (int remaining = deepest; remaining >= 0; remaining--) {
            out.printf(Locale.ROOT, "    %5d %,14d %,14d %,14d %,14d %,12d %,12d%n", remaining,
                    counters.visited(remaining), counters.built(remaining), counters.decided(remaining),
                    counters.tableHits(remaining), counters.mirrorSkips(remaining), counters.axesCut(remaining));
        }
    }
}
