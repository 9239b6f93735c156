package tilesearch.run;

import java.io.IOException;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The exclusive right of one run to a results file, held from before the file is touched until the run's last
 * row and record are written. Any driver that writes a results file ({@code solve}, a cluster job) takes it:
 *
 * <pre>{@code
 * try (RunLock lock = RunLock.acquire(csv)) {
 *     ... read the run record, write rows, append the attempt ...
 * } // RunRefusedException from acquire: another run holds csv; its message names the holder
 * }</pre>
 *
 * <p>The lock is an operating-system lock ({@link FileChannel#tryLock()}) on the sibling file
 * {@code night.csv.lock}, so it dies with its process, even by {@code kill -9}: a lock file left behind by a
 * killed run blocks nothing, and the next run just writes over it. The file holds the {@link Holder}, so that
 * a refused run can say who has the results; a run that ends empties it.
 *
 * <p>The lock file is never removed: a run that opened it just before its holder removed it would lock a file
 * with no name, while a third run made and locked a new one. And the holder never opens the file a second time,
 * since on POSIX systems closing any descriptor of a file drops every lock the process holds on it. The same rule
 * bounds the lock within one JVM: a second {@link #acquire} there is refused, but closing its descriptor drops the
 * operating-system lock of the first, so a program takes the lock of a results file once.
 *
 * <p>Not for files on network file systems, whose locks may not be enforced between hosts.
 */
public final class RunLock implements AutoCloseable {

    /** How long a refused run waits for the holder to write its name into the lock file. */
    static final long HOLDER_WAIT_MILLIS = 2000;

    private static final Logger LOG = LoggerFactory.getLogger(RunLock.class);

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private final Holder holder;

    /**
     * Who holds a lock: the process, its host and when it took the lock, as written into the lock file so that a
     * run refused by the lock can say who has the results file.
     *
     * @param pid the holder's process id
     * @param host the holder's host name
     * @param since when the holder took the lock
     */
    public record Holder(long pid, String host, Instant since) {

        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");
        private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

        /** This process, now. */
        static Holder current() {
            return new Holder(ProcessHandle.current().pid(), hostName(), Instant.now());
        }

        /** The lock file's text: a properties file, one key a line. */
        String toText() {
            return "pid=" + pid + "\nhost=" + host + "\nsince=" + since + "\n";
        }

        /** The holder written in {@code text}, or {@code null} when it is empty or damaged (a holder still writing). */
        static Holder parse(String text) {
            Properties properties = new Properties();
            try {
                properties.load(new StringReader(text));
                return new Holder(Long.parseLong(properties.getProperty("pid")), properties.getProperty("host"),
                        Instant.parse(properties.getProperty("since")));
            } catch (IOException | RuntimeException e) {
                // A NumberFormatException, a DateTimeParseException or a missing key: the text is not a whole holder.
                return null;
            }
        }

        /**
         * The holder in words, {@code pid 4242 on HOST, since 18:00:01}: the time of day in {@code zone}, with the
         * date when it was not {@code today}.
         */
        public String describe(ZoneId zone, LocalDate today) {
            ZonedDateTime local = since.atZone(zone);
            return "pid " + pid + " on " + host + ", since "
                    + (local.toLocalDate().equals(today) ? TIME : DATE_TIME).format(local);
        }
    }

    private RunLock(Path file, FileChannel channel, FileLock lock, Holder holder) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
        this.holder = holder;
    }

    /**
     * Takes the lock of the results file {@code results}, at once or not at all; its folder must exist.
     *
     * @throws RunRefusedException when another run holds it, naming that run
     * @throws IOException when the lock file cannot be made or written
     */
    public static RunLock acquire(Path results) throws IOException {
        Path file = RunFiles.lock(results);
        // Never through a link: one planted there would have the run truncate the file it points to.
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                Holder holder = holder(channel);
                String who = holder == null ? "another run, just starting"
                        : holder.describe(ZoneId.systemDefault(), LocalDate.now());
                throw new RunRefusedException(results + " is in use by tilesearch (" + who + ")");
            }
            Holder holder = Holder.current();
            write(channel, holder.toText());
            return new RunLock(file, channel, lock, holder);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** Who holds this lock: this process. */
    public Holder holder() {
        return holder;
    }

    /** Empties the lock file, so that it names no one, and releases the lock. */
    @Override
    public void close() throws IOException {
        try {
            channel.truncate(0);
        } catch (IOException e) {
            LOG.warn("{}: could not empty the lock file ({}); it blocks nothing", file, e.getMessage());
        }
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException heldInThisJvm) {
            return null;
        }
    }

    /**
     * The holder named in the lock file. A holder writes its name just after it takes the lock, so a run refused
     * in between finds the file empty: it reads again for up to {@value #HOLDER_WAIT_MILLIS} ms before it gives up
     * and names no one.
     */
    private static Holder holder(FileChannel channel) throws IOException {
        long giveUp = System.nanoTime() + HOLDER_WAIT_MILLIS * 1_000_000;
        Holder holder = Holder.parse(read(channel));
        while (holder == null && System.nanoTime() < giveUp) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
            holder = Holder.parse(read(channel));
        }
        return holder;
    }

    /**
     * The name of this machine, or {@code unknown host} when it has none that resolves. Asked once per run, so a
     * slow name service costs one look-up.
     */
    static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            // The JVM's own name for itself is "pid@host", taken from the kernel without any look-up.
            String name = ManagementFactory.getRuntimeMXBean().getName();
            int at = name.indexOf('@');
            return at < 0 ? "unknown host" : name.substring(at + 1);
        }
    }

    private static String read(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(channel.size(), 4096));
        int read = 0;
        while (buffer.hasRemaining() && read >= 0) {
            read = channel.read(buffer, buffer.position());
        }
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
    }

    private static void write(FileChannel channel, String text) throws IOException {
        channel.truncate(0);
        ByteBuffer buffer = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        while (buffer.hasRemaining()) {
            channel.write(buffer, buffer.position());
        }
    }
}
