package tilesearch.report;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A headless Chromium driven over the DevTools protocol with {@code java.net.http}'s WebSocket: no WebDriver, no
 * extra dependency. One page; requests are answered in order of their id, events are kept for inspection.
 *
 * <p>Chromium picks a free debugging port ({@code --remote-debugging-port=0}) and writes it to
 * {@code DevToolsActivePort} in its fresh profile folder, which is where we read it. The flags are those this
 * machine needs as root with no network: no sandbox, no GPU, and no background connections to Google.
 */
final class DevTools implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Duration STARTUP = Duration.ofSeconds(15);
    private static final Duration CALL = Duration.ofSeconds(15);

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger nextId = new AtomicInteger();
    private final Map<Integer, CompletableFuture<Map<String, Object>>> pending = new ConcurrentHashMap<>();
    private final List<Map<String, Object>> events = new CopyOnWriteArrayList<>();

    private DevTools(Process process, WebSocket socket) {
        this.process = process;
        this.socket = socket;
    }

    /**
     * Starts Chromium with an empty profile in {@code profile} (which must not exist yet; its parent should be a
     * scratch folder, which also gets the browser's log and temporary files) and connects to its first page.
     */
    static DevTools launch(Path profile, int width, int height) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-extensions", "--hide-scrollbars", "--mute-audio",
                "--window-size=" + width + "," + height, "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "about:blank")
                .redirectErrorStream(true)
                .redirectOutput(profile.resolveSibling("chromium.log").toFile());
        // Chromium puts its singleton socket under TMPDIR; keep it beside the profile so both are cleaned up
        Path scratch = Files.createDirectories(profile.resolveSibling("chromium-tmp"));
        builder.environment().put("TMPDIR", scratch.toString());
        Process process = builder.start();
        try {
            int port = waitForPort(process, profile.resolve("DevToolsActivePort"));
            HttpClient http = HttpClient.newBuilder().connectTimeout(CALL).build();
            String pageSocket = pageSocket(http, port);
            DevTools[] self = new DevTools[1];
            WebSocket socket = http.newWebSocketBuilder()
                    .buildAsync(URI.create(pageSocket), new Listener(message -> self[0].receive(message)))
                    .get(CALL.toSeconds(), TimeUnit.SECONDS);
            self[0] = new DevTools(process, socket);
            return self[0];
        } catch (Exception | Error e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** Sends a command and waits for its result object; a protocol error becomes an exception. */
    Map<String, Object> call(String method, String paramsJson) throws Exception {
        int id = nextId.incrementAndGet();
        CompletableFuture<Map<String, Object>> answer = new CompletableFuture<>();
        pending.put(id, answer);
        socket.sendText("{\"id\":" + id + ",\"method\":" + Json.quote(method) + ",\"params\":" + paramsJson + "}", true)
                .get(CALL.toSeconds(), TimeUnit.SECONDS);
        Map<String, Object> reply = answer.get(CALL.toSeconds(), TimeUnit.SECONDS);
        if (reply.containsKey("error")) {
            throw new IllegalStateException(method + " failed: " + reply.get("error"));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) reply.get("result");
        return result;
    }

    /** Waits until an event named {@code method} has arrived. */
    void await(String method) throws InterruptedException {
        long deadline = System.nanoTime() + CALL.toNanos();
        while (events.stream().noneMatch(event -> method.equals(event.get("method")))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("no " + method + " within " + CALL);
            }
            Thread.sleep(20);
        }
    }

    /** Every event received so far, in order. */
    List<Map<String, Object>> events() {
        return List.copyOf(events);
    }

    @SuppressWarnings("unchecked")
    private void receive(String message) {
        Map<String, Object> json = (Map<String, Object>) Json.parse(message);
        Object id = json.get("id");
        if (id instanceof Double number) {
            CompletableFuture<Map<String, Object>> answer = pending.remove(number.intValue());
            if (answer != null) {
                answer.complete(json);
            }
        } else {
            events.add(json);
        }
    }

    @Override
    public void close() {
        socket.abort();
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static int waitForPort(Process process, Path portFile) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + STARTUP.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("chromium exited with " + process.exitValue()
                        + " before opening its debugging port; see chromium.log beside the profile");
            }
            if (Files.exists(portFile)) {
                List<String> lines = Files.readAllLines(portFile, StandardCharsets.UTF_8);
                if (!lines.isEmpty() && !lines.get(0).isBlank()) {
                    return Integer.parseInt(lines.get(0).strip());
                }
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("chromium wrote no DevToolsActivePort within " + STARTUP);
    }

    @SuppressWarnings("unchecked")
    private static String pageSocket(HttpClient http, int port) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                .timeout(CALL).build();
        long deadline = System.nanoTime() + STARTUP.toNanos();
        while (true) {
            String body = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
            for (Object target : (List<Object>) Json.parse(body)) {
                Map<String, Object> page = (Map<String, Object>) target;
                if ("page".equals(page.get("type"))) {
                    return (String) page.get("webSocketDebuggerUrl");
                }
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("chromium shows no page target: " + body);
            }
            Thread.sleep(50);
        }
    }

    /** Joins the fragments of each text message and hands whole messages on. */
    private static final class Listener implements WebSocket.Listener {

        private final Consumer<String> onMessage;
        private final StringBuilder partial = new StringBuilder();

        Listener(Consumer<String> onMessage) {
            this.onMessage = onMessage;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String message = partial.toString();
                partial.setLength(0);
                onMessage.accept(message);
            }
            webSocket.request(1);
            return null;
        }
    }
}
