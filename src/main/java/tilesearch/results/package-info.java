/**
 * The results CSV, its contract in one place: the columns ({@link tilesearch.results.ResultColumn}), the one writer
 * ({@link tilesearch.results.ResultCsvWriter}, guarded against failures by {@link tilesearch.results.ResultFile}),
 * and the one reader ({@link tilesearch.results.ResultsReader}) that a resume, {@code show} and the report all read
 * with.
 */
package tilesearch.results;
