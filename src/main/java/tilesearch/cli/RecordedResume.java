package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.ParseResult;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;

/**
 * {@code solve --resume --out night.csv} given no inputs: the command line completed from the run record with what
 * defines the rows, so that a resume needs no retyping: its inputs (with the globs that chose the files of the input
 * folders, from the command of its last attempt) and its options ({@link RunRecord#ROW_OPTIONS}) not given again.
 * The record is data, not authority: its values are parsed and checked as if typed, and nothing else is taken from
 * it (threads, deadline and run log are this command's own, as for any run).
 */
final class RecordedResume {

    /** Options the record keeps with the rows' meaning: {@code none} stands for an option not given. */
    private static final String NONE = "none";
    /**
     * The repeatable options that choose which files of the input folders are read, taken together from the command
     * of the record's last attempt unless one of them is given again: its files are those the record lists.
     */
    private static final List<String> FILTER_OPTIONS = List.of("--include", "--exclude");

    private RecordedResume() {
    }

    /**
     * The arguments to parse again: {@code given} followed by the record's options not given and its inputs; or
     * {@code null} when {@code results} (a link to it followed) has no record, and the command runs as given.
     *
     * @throws tilesearch.run.RunRefusedException when the record cannot be read
     */
    static List<String> arguments(Path results, ParseResult given) throws IOException {
        RunRecord record = RunRecord.readToResume(results);
        if (record == null || record.inputs().isEmpty()) {
            return null;
        }
        // The arguments as given start with the top command's, up to this command's name.
        List<String> original = given.originalArgs();
        int start = original.indexOf(given.commandSpec().name()) + 1;
        List<String> arguments = new ArrayList<>(original.subList(start, original.size()));
        for (Map.Entry<String, String> option : record.options().entrySet()) {
            if (!given.hasMatchedOption(option.getKey()) && !option.getValue().equals(NONE)) {
                // One word, so that a value is never read as an option of its own.
                arguments.add(option.getKey() + "=" + option.getValue());
            }
        }
        Attempt last = record.lastAttempt();
        if (last != null && FILTER_OPTIONS.stream().noneMatch(given::hasMatchedOption)) {
            for (String name : FILTER_OPTIONS) {
                for (String value : last.optionValues(name)) {
                    arguments.add(name + "=" + value);
                }
            }
        }
        arguments.add("--");
        arguments.addAll(record.inputs());
        return arguments;
    }
}
