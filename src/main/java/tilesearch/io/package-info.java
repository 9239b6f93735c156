/**
 * The readers of boards and the writer of results: input files in, {@link tilesearch.io.BoardJob}s out, and
 * results in, rows of the results CSV out, whose columns {@link tilesearch.results.ResultColumn} defines once for the
 * writer and every reader.
 *
 * <h2>Readers</h2>
 * {@link tilesearch.io.JobSources} turns the command line's paths into {@link tilesearch.io.Input}s (a folder is
 * walked by {@link tilesearch.io.InputWalker}), and {@link tilesearch.io.MultiFileReader} reads them in turn, each
 * file by the reader of its format: {@link tilesearch.io.BoardTextReader} for text boards, {@link
 * tilesearch.io.CsvBoardReader} for the CSV board format. Both split their file into lines with {@link
 * tilesearch.io.LineSource}. Each reader has a general path, which reads a line through its text and words every
 * fault, and beside it, in a class of its own, a fast path for the plain lines nearly every large input holds, read
 * where they lie in the buffer with {@link tilesearch.io.BoardBytes}: {@link tilesearch.io.TextPlainBoards} and
 * {@link tilesearch.io.CsvPlainRecords}. What a fast path declines goes to the general path, so both give the same
 * jobs. Malformed input is never an exception: it becomes a job whose task is {@link
 * tilesearch.io.BoardJob.Invalid}, and so an error row.
 *
 * <h2>The 4×4 fast lane</h2>
 * A million small boards spend more on the objects of a job, a board and a result than on solving them, so the
 * 4×4 search boards that are plainly such boards (printable ASCII, every tile at most 2^15) take a lane with no
 * object per board, end to end:
 * <ol>
 *   <li>Read: {@link tilesearch.io.CsvBoardReader#readPacked} and {@link tilesearch.io.BoardTextReader#readPacked}
 *       (through {@link tilesearch.io.MultiFileReader#readPacked}) have their fast paths ({@link
 *       tilesearch.io.CsvPlainRecords#addPacked}, {@link tilesearch.io.TextPlainBoards#addPacked}) parse each board
 *       with {@link tilesearch.io.BoardBytes#packed4} into a {@code long}, four bits a cell ({@link
 *       tilesearch.board.Packed4}), and add it with its file, ordinal, line, id and K to a block, {@link
 *       tilesearch.io.Packed4Boards}, of up to 1,024 boards. Anything else, a fault included, stops the block and is
 *       read as a job.</li>
 *   <li>Read ahead: {@code batch.ReadAheadReader} hands blocks over whole, in input order among the jobs.</li>
 *   <li>Schedule: {@code batch.BatchRunner} submits each block as one {@code batch.Packed4Batch} task, in the same
 *       window as the batches of jobs, and writes its rows in their turn.</li>
 *   <li>Solve: {@code batch.Packed4Batch} solves each board with {@code search.Packed4Search}, which bounds it
 *       ({@code search.Bounds}), folds its symmetries ({@code search.Symmetry}) and searches it in {@code
 *       search.Packed4Worker} on packed moves ({@link tilesearch.board.Packed4}). The answer is read in fields,
 *       through {@link tilesearch.board.Packed4Answer}.</li>
 *   <li>Encode: the task's {@link tilesearch.io.RowEncoder#appendPacked} ({@link tilesearch.io.CsvRowEncoder})
 *       writes the row from the block and the answer straight into bytes ({@link tilesearch.io.RowBuffer}).</li>
 *   <li>Write: {@link tilesearch.io.ResultCsvWriter#writeEncoded} copies the block's rows to the file.</li>
 * </ol>
 * A board the lane cannot answer exactly (its bound passes 2^15, its search was stopped or timed out, it failed)
 * leaves it: {@link tilesearch.io.Packed4Boards#job} makes the job the reader would have made, and it is solved and
 * written the general way, so the rows are the same bytes either way ({@code ReaderEquivalenceTest} and
 * {@code Packed4BatchTest} check it). {@code search.BestSearcher} searches every other 4×4 board that fits the
 * packed range through the same {@code Packed4Search}, so both lanes give the same answer, node count and path.
 *
 * <h2>Results</h2>
 * {@link tilesearch.io.ResultCsvWriter} writes the header and rows; {@link tilesearch.io.ResultFile} guards the
 * file against failures; {@link tilesearch.io.ExistingResults} reads what an earlier run left for {@code --resume}
 * through the one reader of results, {@link tilesearch.results.ResultsReader}, which {@code show} and the report
 * read with too.
 */
package tilesearch.io;
