package tilesearch.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import tilesearch.input.SkipRule;

/**
 * The files of a results file: the one place that names them and decides whether a path is one of them.
 *
 * <p>A results file {@code night.csv} owns, in its folder, its lock ({@code night.csv.lock}), its run record
 * ({@code night.csv.run.json}) and the record's temporary ({@code .run.json.tmp}), the repair copy of a resume
 * ({@code .resume}), the run log ({@code .log}) and the log's rolled copies ({@code .log.2026-12-01.0.gz}, and
 * {@code .log.2026-12-01.NANOS.tmp} while one is compressed), and the temporaries {@link ReplacedFile} writes
 * ({@code .night.csv.HEX.tmp}). A results name too long to leave room for every ending gets a shortened stem, so
 * that a legal results name always has helper names that fit and belong to it alone.
 *
 * <p>Statically, {@link #isHelperName} tells by name alone whether a path is a helper of <em>any</em> results
 * file, which no command may write as anything else. An instance is the set of one run's files as a walk of its
 * inputs leaves them out ({@link SkipRule}): by path, and the helpers also by identity (device and inode, links
 * followed), so that a hard link or a symbolic link to one is no input. The results and a {@code --log} file are
 * not left out under other names: the user names those, and {@link WriteTarget} refuses them when they are an
 * input. Immutable once made.
 */
public final class RunFiles implements SkipRule {

    /**
     * The most bytes a file name may take on the file systems a run writes to (ext4, XFS, Btrfs, tmpfs, APFS and
     * NTFS all hold 255).
     */
    public static final int NAME_MAX = 255;

    /**
     * The most bytes a helper's ending may take: the longest is the run log's compression temporary, {@code
     * .log.2026-12-01.<19 digits of nanoseconds>.tmp}, 39 bytes.
     */
    static final int LONGEST_SUFFIX = 40;

    /** The longest results name kept whole in its helpers' names. */
    static final int LONGEST_WHOLE_NAME = NAME_MAX - LONGEST_SUFFIX;

    /** The bytes a shortened stem adds after the kept start of the name: {@code ~} and 8 hex digits. */
    private static final int HASH_MARK = 9;

    private static final String LOCK = ".lock";
    private static final String RECORD = ".run.json";
    private static final String RECORD_TEMPORARY = ".run.json.tmp";
    private static final String REPAIR_COPY = ".resume";
    private static final String LOG = ".log";

    /** What a rolled-over log's name adds to the log's, as logback's rolling policy spells it. */
    private static final String ROLLED_SUFFIX = ".%d{yyyy-MM-dd}.%i.gz";

    /**
     * The name of a rolled-over log, the log's name first: {@link #ROLLED_SUFFIX} made, or the name a roll-over
     * gives the file while it compresses it (a time in nanoseconds appended, {@code .tmp}).
     */
    private static final Pattern ROLLED_NAME = Pattern.compile("(.+)\\.\\d{4}-\\d{2}-\\d{2}\\.\\d+(\\.gz|\\.tmp)?");

    /** The name of a {@link ReplacedFile} temporary: a dot, the target's name, a random hex number, {@code .tmp}. */
    private static final Pattern REPLACING_NAME = Pattern.compile("\\..+\\.[0-9a-f]{1,16}\\.tmp");

    /** The run's files, as absolute, normalized paths. */
    private final Set<Path> named = new HashSet<>();
    /** The last names of {@link #named}: an entry of another name is none of them, with no path made. */
    private final Set<String> names = new HashSet<>();
    /** The identities ({@link BasicFileAttributes#fileKey}) of the helper files that exist as the walk starts. */
    private final Set<Object> keys = new HashSet<>();
    /** The real paths of the helper files, existing or not, and of the logs whose rolled files are helpers too. */
    private final Set<Path> realPaths = new HashSet<>();

    /** The files {@code runFiles}: the results and a log the user named, and the helpers {@link #of} the results. */
    public RunFiles(Set<Path> runFiles) {
        Set<Path> folders = new HashSet<>();
        for (Path file : runFiles) {
            Path normalized = file.toAbsolutePath().normalize();
            named.add(normalized);
            if (normalized.getFileName() != null) {
                names.add(normalized.getFileName().toString());
            }
            if (isHelper(file, runFiles)) {
                Path real = realPath(file);
                realPaths.add(real);
                addKey(real);
                folders.add(real.getParent());
            }
        }
        for (Path folder : folders) {
            addRolledLogs(folder);
        }
    }

    /** The lock of {@code results}: {@code night.csv.lock}. */
    public static Path lock(Path results) {
        return sibling(results, LOCK);
    }

    /**
     * The run record of {@code results}: {@code night.csv.run.json}, named from the whole file name, so that
     * {@code night.csv} and {@code night.bak} each have their own.
     */
    public static Path record(Path results) {
        return sibling(results, RECORD);
    }

    /** The temporary the record is written to before it is renamed over {@link #record}. */
    public static Path recordTemporary(Path results) {
        return sibling(results, RECORD_TEMPORARY);
    }

    /** The repaired copy of the results a resume writes before moving it over them: {@code night.csv.resume}. */
    public static Path repairCopy(Path results) {
        return sibling(results, REPAIR_COPY);
    }

    /**
     * Where tilesearch 1.0.0 kept the record of {@code results}: its name without the extension, {@code
     * night.run.json} for {@code night.csv}, which {@code night.bak} and {@code night} shared.
     */
    public static Path legacyRecord(Path results) {
        String name = results.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return results.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + RECORD);
    }

    /**
     * The run log beside {@code results}: {@code night.csv.log}, written only by the run that holds the lock, and
     * rolled over to {@link #rolledLogPattern}.
     */
    public static Path log(Path results) {
        return sibling(results, LOG);
    }

    /** The names the log {@code log} rolls over to, as logback's rolling policy takes them. */
    public static String rolledLogPattern(Path log) {
        return log + ROLLED_SUFFIX;
    }

    /**
     * A temporary {@link ReplacedFile} writes before renaming it over {@code target}: {@code .night.html.HEX.tmp}
     * beside it, hidden from a walk, {@code random} in hex making it unlikely to meet another.
     */
    static Path replacing(Path target, long random) {
        return target.toAbsolutePath().resolveSibling("." + target.getFileName() + "." + Long.toHexString(random)
                + ".tmp");
    }

    /**
     * The files a run of {@code results} writes beside it: the results, their lock, their record, the temporary
     * files of both, and the run log. A run never reads them as input.
     */
    public static Set<Path> of(Path results) {
        // A name without an extension has one record name under both schemes: a set, not Set.of, takes it once.
        return Set.copyOf(List.of(results, lock(results), record(results), recordTemporary(results),
                repairCopy(results), legacyRecord(results), log(results)));
    }

    /**
     * The log of which {@code file} is a rolled-over copy ({@code night.csv.log} for {@code
     * night.csv.log.2026-12-01.0.gz}, or the file a roll-over compresses), or {@code null} when its name is none.
     */
    public static Path rolledFrom(Path file) {
        Path name = file.getFileName();
        if (name == null || name.toString().indexOf('-') < 0) {
            return null;
        }
        Matcher rolled = ROLLED_NAME.matcher(name.toString());
        return rolled.matches() ? file.resolveSibling(rolled.group(1)) : null;
    }

    /**
     * Whether {@code path} has the name of a helper of some results file, by its name alone: a lock, a run record
     * or its temporary, a repair copy, a rolled log, or a {@link ReplacedFile} temporary. A plain {@code .log} is
     * not among them: users name their own logs so.
     */
    public static boolean isHelperName(Path path) {
        Path file = path.getFileName();
        if (file == null) {
            return false;
        }
        String name = file.toString();
        return name.endsWith(LOCK) || name.endsWith(RECORD) || name.endsWith(RECORD_TEMPORARY)
                || name.endsWith(REPAIR_COPY) || rolledFrom(path) != null || REPLACING_NAME.matcher(name).matches();
    }

    /**
     * The helper of {@code results} that ends in {@code suffix}, in the same folder: the results' file name and
     * {@code suffix}; or, when that name is longer than {@value #LONGEST_WHOLE_NAME} UTF-8 bytes, its start cut on
     * a character boundary, {@code ~}, the CRC32 of the whole name's UTF-8 bytes in 8 hex digits, and {@code
     * suffix}: the same for every run and JVM, and different for two names that differ past the cut.
     *
     * @param suffix an ending of at most {@value #LONGEST_SUFFIX} bytes, e.g. {@code .lock}
     */
    static Path sibling(Path results, String suffix) {
        return results.resolveSibling(stem(results.getFileName().toString()) + suffix);
    }

    /**
     * {@code failure} of a write to {@code helper}, which names no file (a write's "No space left on device"), as a
     * failure of {@code helper}, so that its message says which file.
     */
    public static FileSystemException named(Path helper, IOException failure) {
        FileSystemException named = new FileSystemException(helper.toString(), null,
                failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage());
        named.initCause(failure);
        return named;
    }

    /**
     * Whether {@code path} is one of the run's files: by its path, or a rolled copy of one (the run log's); or, a
     * regular file or a link, one of the helpers under another name, known by the identity in {@code attributes}
     * (seen without following links; {@code null}: looked at now).
     */
    @Override
    public boolean skips(Path path, BasicFileAttributes attributes) {
        if (isNamed(path)) {
            return true;
        }
        BasicFileAttributes seen = attributes;
        try {
            if (seen == null) {
                seen = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            }
            if (seen.isSymbolicLink()) {
                return isLinkedTo(path) || isOne(Files.readAttributes(path, BasicFileAttributes.class));
            }
        } catch (IOException e) {
            return false;
        }
        return isOne(seen);
    }

    /** The name a helper's ending is added to: {@code name} itself while it leaves room for every ending. */
    static String stem(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= LONGEST_WHOLE_NAME) {
            return name;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return start(name, LONGEST_WHOLE_NAME - HASH_MARK) + '~' + String.format("%08x", crc.getValue());
    }

    /** The longest start of {@code name} that takes at most {@code maxBytes} UTF-8 bytes, whole characters only. */
    private static String start(String name, int maxBytes) {
        // The encoder stops before a character that does not fit whole, a surrogate pair included.
        CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder();
        CharBuffer chars = CharBuffer.wrap(name);
        encoder.encode(chars, ByteBuffer.allocate(maxBytes), true);
        return name.substring(0, chars.position());
    }

    /** Whether {@code path} is one of {@link #named}, or a rolled-over copy of one; no look at the disk. */
    private boolean isNamed(Path path) {
        Path name = path.getFileName();
        if (name != null && names.contains(name.toString()) && named.contains(path.toAbsolutePath().normalize())) {
            return true;
        }
        Path rolledFrom = rolledFrom(path);
        return rolledFrom != null && names.contains(rolledFrom.getFileName().toString())
                && named.contains(rolledFrom.toAbsolutePath().normalize());
    }

    /** Whether the file {@code attributes} describe is one of the helpers, by its identity. */
    private boolean isOne(BasicFileAttributes attributes) {
        Object key = attributes.fileKey();
        return key != null && keys.contains(key);
    }

    /**
     * Whether the symbolic link {@code link} leads to one of the helpers, or to a rolled file of the run log, made
     * since the walk started (a log is made when first written): one more look, for links alone.
     */
    private boolean isLinkedTo(Path link) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            return false;
        }
        Path rolledFrom = rolledFrom(target);
        return realPaths.contains(target) || rolledFrom != null && realPaths.contains(rolledFrom);
    }

    /** Whether {@code file} is a helper of another of {@code runFiles}: its lock, record, log or the like. */
    private static boolean isHelper(Path file, Set<Path> runFiles) {
        for (Path results : runFiles) {
            if (!results.equals(file) && of(results).contains(file)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The real path of {@code file}, which may not exist yet, nor its folders: the real path of the nearest that
     * exists, and the rest of the path as it is.
     */
    static Path realPath(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        for (Path existing = absolute; existing != null; existing = existing.getParent()) {
            try {
                return existing.toRealPath().resolve(existing.relativize(absolute));
            } catch (IOException notThere) {
                // a name not made yet, or a link to nothing: its folder may exist
            }
        }
        return absolute;
    }

    private void addKey(Path file) {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            if (key != null) {
                keys.add(key);
            }
        } catch (IOException e) {
            // not made yet: no other name can lead to it but a symbolic link, which isLinkedTo follows
        }
    }

    /**
     * Adds the identities of the rolled files of the logs among the helpers in {@code folder}: one listing of the
     * results' folder as the walk starts, not a look per walked file.
     */
    private void addRolledLogs(Path folder) {
        try {
            for (Path rolled : rolledCopies(folder, realPaths)) {
                addKey(rolled);
            }
        } catch (IOException e) {
            // a folder that cannot be listed holds no rolled log the walk could meet
        }
    }

    /** The files of {@code folder} that are rolled copies of one of the logs {@code logs}, in one listing. */
    static List<Path> rolledCopies(Path folder, Set<Path> logs) throws IOException {
        List<Path> rolled = new ArrayList<>();
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder, entry -> {
            Path rolledFrom = rolledFrom(entry);
            return rolledFrom != null && logs.contains(rolledFrom);
        })) {
            listing.forEach(rolled::add);
        } catch (DirectoryIteratorException e) {
            throw e.getCause();
        }
        return rolled;
    }
}
