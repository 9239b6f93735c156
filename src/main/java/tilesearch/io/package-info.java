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
 * tilesearch.io.LineSource}, which caps a line's length and judges its bytes (UTF-8, no NUL); the CSV reader has
 * Commons CSV parse each line as one record ({@link tilesearch.io.CsvLineParser}). Malformed input is never an
 * exception: it becomes a job whose task is {@link tilesearch.io.BoardJob.Invalid}, and so an error row.
 *
 * <h2>Results</h2>
 * {@link tilesearch.io.ResultCsvWriter} writes the header and rows; {@link tilesearch.io.ResultFile} guards the
 * file against failures; {@link tilesearch.io.ExistingResults} reads what an earlier run left for {@code --resume}
 * through the one reader of results, {@link tilesearch.results.ResultsReader}, which {@code show} and the report
 * read with too.
 */
package tilesearch.io;
