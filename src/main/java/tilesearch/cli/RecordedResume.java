package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.ParseResult;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;
import tilesearch.run.RunRecordException;

/**
 * {@code solve --resume --out night.csv} given no inputs: the command line completed from the run record, with
 * the record's inputs and, for every option not given again, its value in the record (the globs that chose the
 * files of the input folders in the command of its last attempt), so that a resume needs no retyping. Options
 * given again stay as given, and are checked against the record as in any resume.
 */
final class RecordedResume {

    /** Options the record keeps with the rows' meaning: {@code none} stands for an option not given. */
    private static final String NONE = "none";
    /**
     * Options that change speed or where the run logs, not answers, taken from the command of the record's last
     * attempt.
     */
    private static final List<String> ATTEMPT_OPTIONS = List.of("--threads", "--table-memory", "--deadline",
            "--log");
    /**
     * The repeatable options that choose which files of the input folders are read, taken together from the command
     * of the record's last attempt unless one of them is given again: its files are those the record lists.
     */
    private static final List<String> FILTER_OPTIONS = List.of("--include", "--exclude");

    private RecordedResume() {
    }

    /**
     * The arguments to parse again: {@code given} followed by the record's options not given and its inputs; or
     * {@code null} when {@code results} has no record that can be read, and the command runs as given.
     */
    static List<String> arguments(Path results, ParseResult given) throws IOException {
        RunRecord record;
        try {
            record = RunRecord.readWithoutFiles(results);
        } catch (RunRecordException e) {
            return null;
        }
        if (record == null || record.inputs().isEmpty()) {
            return null;
        }
        // The arguments as given start with the top command's, up to this command's name.
        List<String> original = given.originalArgs();
        int start = original.indexOf(given.commandSpec().name()) + 1;
        List<String> arguments = new ArrayList<>(original.subList(start, original.size()));
        for (Map.Entry<String, String> option : record.options().entrySet()) {
            if (!given.hasMatchedOption(option.getKey()) && !option.getValue().equals(NONE)) {
                arguments.add(option.getKey());
                arguments.add(option.getValue());
            }
        }
        if (!record.attempts().isEmpty()) {
            Attempt last = record.attempts().get(record.attempts().size() - 1);
            for (String name : ATTEMPT_OPTIONS) {
                String value = valueIn(last.command(), name);
                if (value != null && !given.hasMatchedOption(name)) {
                    arguments.add(name);
                    arguments.add(value);
                }
            }
            if (FILTER_OPTIONS.stream().noneMatch(given::hasMatchedOption)) {
                for (String name : FILTER_OPTIONS) {
                    for (String value : valuesIn(last.command(), name)) {
                        arguments.add(name);
                        arguments.add(value);
                    }
                }
            }
        }
        arguments.add("--");
        arguments.addAll(record.inputs());
        return arguments;
    }

    /** The value of option {@code name} in {@code command}, as {@code --name value} or {@code --name=value}. */
    private static String valueIn(List<String> command, String name) {
        List<String> values = valuesIn(command, name);
        return values.isEmpty() ? null : values.get(0);
    }

    /** Every value of option {@code name} in {@code command}, in order, each as {@code --name value} or {@code =}. */
    private static List<String> valuesIn(List<String> command, String name) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < command.size(); i++) {
            String argument = command.get(i);
            if (argument.equals("--")) {
                break;
            }
            if (argument.equals(name) && i + 1 < command.size()) {
                values.add(command.get(++i));
            } else if (argument.startsWith(name + "=")) {
                values.add(argument.substring(name.length() + 1));
            }
        }
        return values;
    }
}
