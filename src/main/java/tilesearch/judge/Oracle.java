package tilesearch.judge;

import java.util.List;
import java.util.concurrent.ForkJoinPool;
import tilesearch.board.Board;
import tilesearch.board.SearchResult;
import tilesearch.board.Tiles;
import tilesearch.search.BestSearcher;
import tilesearch.search.Searcher;

/**
 * The exact answers: a search problem's from the searcher {@code solve} uses, an apply problem's from the move
 * rule itself.
 *
 * <p>Not thread-safe, as its searcher keeps buffers between searches: each worker needs its own.
 */
public final class Oracle {

    private final Problem problem;
    private final Searcher searcher;

    /** The answers to {@code problem}'s cases, large searches forking their subtasks into {@code pool}. */
    public Oracle(Problem problem, ForkJoinPool pool) {
        this.problem = problem;
        this.searcher = new BestSearcher(pool);
    }

    /** The exact answer to {@code judgeCase}. */
    public Expected answer(JudgeCase judgeCase) {
        if (!problem.search()) {
            Board after = judgeCase.board().move(judgeCase.move());
            return new Expected(after.toText(), List.of(judgeCase.move()), after);
        }
        SearchResult result = searcher.search(judgeCase.board(), problem.moves());
        return new Expected(Tiles.decimal(result.maxExponent()), result.path(), result.boardAfter());
    }
}
