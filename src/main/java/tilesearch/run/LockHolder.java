package tilesearch.run;

import java.io.IOException;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Properties;

/**
 * Who holds a {@link RunLock}: the process, its host and when it took the lock, as written into the lock file so
 * that a run refused by the lock can say who has the results file.
 *
 * @param pid the holder's process id
 * @param host the holder's host name
 * @param since when the holder took the lock
 */
public record LockHolder(long pid, String host, Instant since) {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /** This process, now. */
    static LockHolder current() {
        return new LockHolder(ProcessHandle.current().pid(), hostName(), Instant.now());
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

    /** The lock file's text: a properties file, one key a line. */
    String toText() {
        return "pid=" + pid + "\nhost=" + host + "\nsince=" + since + "\n";
    }

    /** The holder written in {@code text}, or {@code null} when it is empty or damaged (a holder still writing). */
    static LockHolder parse(String text) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
            return new LockHolder(Long.parseLong(properties.getProperty("pid")), properties.getProperty("host"),
                    Instant.parse(properties.getProperty("since")));
        } catch (IOException | RuntimeException e) {
            // A NumberFormatException, a DateTimeParseException or a missing key: the text is not a whole holder.
            return null;
        }
    }

    /**
     * The holder in words, {@code pid 4242 on HOST, since 18:00:01}: the time of day in {@code zone}, with the date
     * when it was not {@code today}.
     */
    public String describe(ZoneId zone, LocalDate today) {
        ZonedDateTime local = since.atZone(zone);
        return "pid " + pid + " on " + host + ", since "
                + (local.toLocalDate().equals(today) ? TIME : DATE_TIME).format(local);
    }

    /** {@link #describe(ZoneId, LocalDate)} in this machine's time zone, today. */
    public String describe() {
        ZoneId zone = ZoneId.systemDefault();
        return describe(zone, LocalDate.now(zone));
    }
}
