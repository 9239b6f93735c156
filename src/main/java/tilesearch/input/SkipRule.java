package tilesearch.input;

import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Which entries of walked folders a walk leaves out, besides the names starting with a dot: a run hands the walk
 * the rule that leaves out its own files (its results, their record, lock and log), which the input side knows
 * nothing of.
 */
@FunctionalInterface
public interface SkipRule {

    /** Leaves nothing out. */
    SkipRule NONE = (path, attributes) -> false;

    /**
     * Whether the walk leaves out {@code path}, an entry of a walked folder, which it saw as {@code attributes}
     * without following a link; {@code null} when it could not look.
     */
    boolean skips(Path path, BasicFileAttributes attributes);
}
