/**
 * Input files in, {@link tilesearch.input.BoardJob}s out: walking the paths a user names and parsing their boards.
 *
 * <p>{@link tilesearch.input.JobSources} turns the command line's paths into {@link tilesearch.input.Input}s (a
 * folder is walked by {@link tilesearch.input.InputWalker}, its files chosen by an {@link
 * tilesearch.input.InputFilter}) and reads them in turn, a {@code .gz} file through {@link tilesearch.input.Gzip}, each file by the reader of its format: {@link tilesearch.input.BoardTextReader} for text boards, {@link
 * tilesearch.input.CsvBoardReader} for the CSV board format. Both split their file into lines with {@link
 * tilesearch.input.LineSource}, which caps a line's length and judges its bytes (UTF-8, no NUL). Malformed input is
 * never an exception: it becomes a job whose task is {@link tilesearch.input.BoardJob.Invalid}, and so an error row.
 *
 * <p>The input side knows nothing of a run's state. A run hands it what it needs: a {@link
 * tilesearch.input.SkipRule} for the paths that are the run's own files, an {@link tilesearch.input.InputWrapper}
 * that digests the bytes as they are read, and the {@link tilesearch.input.DoneBoards} that need no solving.
 */
package tilesearch.input;
