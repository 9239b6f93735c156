package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import scala.Tuple2;
import tilesearch.board.RandomBoards;
import tilesearch.input.BoardJob;

/** Boards cut into runs of about equal estimated cost, in input order. */
@Tag("spark")
class CostBalanceTest {

    @Test
    void place_boardsOfMixedCost_contiguousRunsOfAboutEqualCost() {
        Random random = new Random(5);
        List<List<BoardJob>> partitions = new ArrayList<>();
        List<Double> costs = new ArrayList<>();
        double largest = 0;
        for (int p = 0; p < 3; p++) {
            List<BoardJob> jobs = new ArrayList<>();
            double sum = 0;
            for (int i = 0; i < 200; i++) {
                int size = random.nextBoolean() ? 4 : 20;
                BoardJob job = new BoardJob("f" + p, i + 1, i + 1, "", new BoardJob.Search(
                        new RandomBoards(random.nextLong(), size, 0.5, 6).next(), 3 + random.nextInt(8)));
                jobs.add(job);
                sum += CostBalance.estimate(job);
                largest = Math.max(largest, CostBalance.estimate(job));
            }
            partitions.add(jobs);
            costs.add(sum);
        }
        int tasks = 8;
        CostBalance balance = new CostBalance(costs, tasks, Set.of());
        double[] taskCost = new double[tasks];
        int lastTask = 0;
        for (int p = 0; p < partitions.size(); p++) {
            Iterator<Tuple2<CostBalance.Slot, BoardJob>> placed = balance.place(p, partitions.get(p).iterator());
            long sequence = 0;
            while (placed.hasNext()) {
                Tuple2<CostBalance.Slot, BoardJob> slot = placed.next();
                assertTrue(slot._1().task() >= lastTask, "runs follow input order");
                assertEquals(p, slot._1().place().partition());
                assertEquals(sequence++, slot._1().place().sequence());
                lastTask = slot._1().task();
                taskCost[lastTask] += CostBalance.estimate(slot._2());
            }
        }
        double total = costs.stream().mapToDouble(Double::doubleValue).sum();
        for (double cost : taskCost) {
            assertTrue(Math.abs(cost - total / tasks) <= largest, "task cost " + cost + " against " + total / tasks);
        }
    }

    @Test
    void inputBalanced_filesOfEqualCost_solvedWhereRead() {
        assertTrue(CostBalance.inputBalanced(List.of(5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0), 8));
        assertTrue(CostBalance.inputBalanced(List.of(0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), 8));
    }

    @Test
    void inputBalanced_oneCostlyPartition_shuffled() {
        assertFalse(CostBalance.inputBalanced(List.of(5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 50.0), 8));
        assertFalse(CostBalance.inputBalanced(List.of(100.0), 8));
    }

    @Test
    void inputBalanced_manySmallFiles_shuffledIntoFewerTasks() {
        assertFalse(CostBalance.inputBalanced(Collections.nCopies(17, 1.0), 8));
        assertTrue(CostBalance.inputBalanced(Collections.nCopies(16, 1.0), 8));
    }

    @Test
    void inPlace_jobs_taskIsTheirPartitionInInputOrder() {
        List<BoardJob> jobs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            jobs.add(new BoardJob("f", i + 1, i + 1, "", new BoardJob.Search(new RandomBoards(i, 4, 1, 10).next(), 3)));
        }

        Iterator<Tuple2<CostBalance.Slot, BoardJob>> placed = CostBalance.inPlace(4, jobs.iterator());

        for (int i = 0; i < 3; i++) {
            Tuple2<CostBalance.Slot, BoardJob> slot = placed.next();
            assertEquals(new CostBalance.Slot(4, new CostBalance.Place(4, i)), slot._1());
            assertEquals(jobs.get(i), slot._2());
        }
        assertFalse(placed.hasNext());
    }

    @Test
    void estimate_deeperAndFuller_costsMore() {
        BoardJob shallow = new BoardJob("f", 1, 1, "", new BoardJob.Search(new RandomBoards(1, 20, 1, 10).next(), 5));
        BoardJob deep = new BoardJob("f", 2, 1, "", new BoardJob.Search(new RandomBoards(1, 20, 1, 10).next(), 10));
        BoardJob small = new BoardJob("f", 3, 1, "", new BoardJob.Search(new RandomBoards(1, 4, 1, 10).next(), 10));

        assertTrue(CostBalance.estimate(deep) > 50 * CostBalance.estimate(shallow));
        assertTrue(CostBalance.estimate(deep) > 20 * CostBalance.estimate(small));
    }
}
