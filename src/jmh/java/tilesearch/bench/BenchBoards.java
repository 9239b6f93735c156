package tilesearch.bench;

/** The seed of the benchmarks' random boards, so that every run measures the same boards. */
final class BenchBoards {

    /** The seed of every benchmark's boards; change it only together with the recorded tables. */
    static final long SEED = 2048;

    private BenchBoards() {
    }
}
