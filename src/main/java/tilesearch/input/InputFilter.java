package tilesearch.input;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.PatternSyntaxException;

/**
 * Which entries of walked folders are inputs, by globs in the syntax of fd and ripgrep ({@code *}, {@code **},
 * {@code ?}, {@code [...]}, {@code {a,b}}; {@link java.nio.file.FileSystem#getPathMatcher} reads them). A glob
 * without {@code /} matches an entry's name; one with {@code /} its path relative to the folder the user named,
 * where a leading {@code /} anchors nothing more and a leading {@code **}{@code /} also matches at the top.
 *
 * <ul>
 *   <li>An entry an exclude glob matches is left out: a file, or a folder with all it holds.</li>
 *   <li>With include globs, a file is read only when one matches it; folders are walked whatever their name.</li>
 *   <li>Without include globs, the {@link #DEFAULT_EXCLUDES} are excluded too: the documentation a folder of boards
 *       often holds, which is no board.</li>
 * </ul>
 *
 * <p>Paths the user names are never filtered. Immutable.
 */
public final class InputFilter {

    /** The entries left out when no include glob is given: documentation, not boards. */
    public static final List<String> DEFAULT_EXCLUDES = List.of("*.md", "README*", "LICENSE*");

    /** Leaves nothing out: every file of a walked folder is read. */
    public static final InputFilter EVERY_FILE = new InputFilter(List.of(), List.of());

    private final List<Glob> includes;
    private final List<Glob> excludes;

    private InputFilter(List<Glob> includes, List<Glob> excludes) {
        this.includes = includes;
        this.excludes = excludes;
    }

    /**
     * The filter of {@code --include} and {@code --exclude}, as given.
     *
     * @throws IllegalArgumentException naming the glob that is not one
     */
    public static InputFilter of(List<String> includeGlobs, List<String> excludeGlobs) {
        List<String> excluded = new ArrayList<>(excludeGlobs);
        if (includeGlobs.isEmpty()) {
            excluded.addAll(DEFAULT_EXCLUDES);
        }
        return new InputFilter(globs(includeGlobs), globs(excluded));
    }

    private static List<Glob> globs(List<String> patterns) {
        List<Glob> globs = new ArrayList<>();
        for (String pattern : patterns) {
            globs.add(Glob.of(pattern));
        }
        return List.copyOf(globs);
    }

    /** Whether an exclude glob leaves out the entry {@code name}, at {@code relative} in the folder walked. */
    boolean excludes(String name, String relative) {
        return matchesAny(excludes, name, relative);
    }

    /** Whether the file {@code name}, at {@code relative} in the folder walked, is read, unless excluded. */
    boolean includes(String name, String relative) {
        return includes.isEmpty() || matchesAny(includes, name, relative);
    }

    private static boolean matchesAny(List<Glob> globs, String name, String relative) {
        for (Glob glob : globs) {
            if (glob.matches(name, relative)) {
                return true;
            }
        }
        return false;
    }

    /** One glob: matched against an entry's name, or its relative path when it holds a {@code /}. */
    private record Glob(PathMatcher matcher, PathMatcher atTop, boolean byPath) {

        static Glob of(String pattern) {
            boolean byPath = pattern.indexOf('/') >= 0;
            String anchored = pattern.startsWith("/") ? pattern.substring(1) : pattern;
            PathMatcher atTop = anchored.startsWith("**/") ? matcher(anchored.substring(3)) : null;
            return new Glob(matcher(anchored), atTop, byPath);
        }

        private static PathMatcher matcher(String glob) {
            try {
                return FileSystems.getDefault().getPathMatcher("glob:" + glob);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("'" + glob + "' is not a glob: " + e.getDescription(), e);
            }
        }

        boolean matches(String name, String relative) {
            Path path = Path.of(byPath ? relative : name);
            return matcher.matches(path) || atTop != null && atTop.matches(path);
        }
    }
}
