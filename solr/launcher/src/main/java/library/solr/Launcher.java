package library.solr;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.solr.common.cloud.SolrZkClient;
import org.apache.solr.common.util.Utils;
import org.apache.zookeeper.server.ServerConfig;
import org.apache.zookeeper.server.ZooKeeperServerMain;
import org.apache.zookeeper.server.quorum.QuorumPeerConfig;

/**
 * A local SolrCloud (ADR 028): ZooKeeper runs in this JVM, which also supervises one JVM per Solr
 * node, uploads the configset, creates the first collection and the alias the site searches (ADR
 * 029), writes {@code cluster.json} and then stays up to answer a control port on 127.0.0.1:
 *
 * <pre>POST /nodes/{n}/stop | /nodes/{n}/kill | /nodes/{n}/start</pre>
 *
 * Stop is SIGTERM (a clean shutdown), kill is SIGKILL (a crash); start brings node n back on its
 * port and home, so its replicas recover. SIGTERM to this JVM stops every node, then ZooKeeper.
 *
 * <p>Every start is a fresh cluster: the ZooKeeper and node directories are deleted first.
 */
public final class Launcher {
  private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
  private static final Duration NODE_WAIT = Duration.ofMinutes(3);
  // The indexer (src/search/solr/indexer.ts) names its collections the same way, and recognises
  // one left behind by a failed run by this name.
  private static final DateTimeFormatter VERSION = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

  private final Path data;
  private final Path configset;
  /** The name searched: an alias, and the name of the configset in ZooKeeper. */
  private final String collection;
  private final int shards;
  private final int replicas;
  private final List<String> nodeJvmOptions;
  private final long started = System.nanoTime();
  private final NodeProcess[] nodes;
  private String zkHost;
  private SolrZkClient zk;
  private int controlPort;
  private volatile boolean ready;
  private volatile boolean stopping;

  private static final class NodeProcess {
    final int number;
    final int port;
    volatile Process process;

    NodeProcess(int number, int port) {
      this.number = number;
      this.port = port;
    }

    boolean running() {
      Process p = process;
      return p != null && p.isAlive();
    }

    String liveNodeName() {
      return "127.0.0.1:" + port + "_solr";
    }
  }

  private Launcher(Map<String, String> options) throws IOException {
    data = Path.of(options.getOrDefault("data", "data/solr")).toAbsolutePath();
    configset = Path.of(options.getOrDefault("configset", "solr/configset")).toAbsolutePath();
    collection = options.getOrDefault("collection", "library");
    int count = Integer.parseInt(options.getOrDefault("nodes", "3"));
    // One shard with a replica on every node (ADR 049): each node answers a search alone.
    shards = Integer.parseInt(options.getOrDefault("shards", "1"));
    replicas = Integer.parseInt(options.getOrDefault("replicas", String.valueOf(count)));
    // 512 MB is bin/solr's default heap.
    String jvm = System.getenv().getOrDefault("SOLR_NODE_OPTS", "-Xms128m -Xmx512m");
    nodeJvmOptions = Arrays.stream(jvm.trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
    int basePort = Integer.parseInt(options.getOrDefault("base-port", "0"));
    nodes = new NodeProcess[count];
    for (int i = 0; i < count; i++) {
      nodes[i] = new NodeProcess(i + 1, basePort > 0 ? basePort + 1 + i : freePort());
    }
    zkHost = "127.0.0.1:" + (basePort > 0 ? basePort : freePort());
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (!args[i].startsWith("--")) throw new IllegalArgumentException("expected --option value: " + args[i]);
      options.put(args[i].substring(2), args[i + 1]);
    }
    Launcher launcher = new Launcher(options);
    Runtime.getRuntime().addShutdownHook(new Thread(launcher::shutdown, "shutdown"));
    try {
      launcher.run();
    } catch (Exception e) {
      launcher.log("failed: " + e);
      e.printStackTrace();
      System.exit(1);
    }
  }

  private void run() throws Exception {
    deleteTree(data.resolve("zk"));
    for (NodeProcess node : nodes) {
      deleteTree(data.resolve("node-" + node.number));
      Files.deleteIfExists(data.resolve("logs").resolve("node-" + node.number + ".log"));
    }
    Files.createDirectories(data.resolve("logs"));

    startZooKeeper();
    log("zookeeper on " + zkHost);
    startControl();
    log("control on http://127.0.0.1:" + controlPort);
    for (NodeProcess node : nodes) startNode(node);
    writeState();
    waitForLiveNodes(nodes.length);
    log("nodes live: " + nodes.length);

    zk.uploadToZK(configset, "/configs/" + collection, null);
    log("configset " + configset + " uploaded as " + collection);
    // A reindex builds a new collection beside this one and moves the alias: searches never see
    // a collection being emptied or half filled.
    String first = collection + "_" + VERSION.format(ZonedDateTime.now(ZoneOffset.UTC));
    collectionsApi(
        "action=CREATE&name=" + encode(first)
            + "&collection.configName=" + encode(collection)
            + "&numShards=" + shards
            + "&replicationFactor=" + replicas
            + "&waitForFinalState=true");
    log("collection " + first + " created: " + shards + (shards == 1 ? " shard x " : " shards x ") + replicas + (replicas == 1 ? " replica" : " replicas"));
    collectionsApi("action=CREATEALIAS&name=" + encode(collection) + "&collections=" + encode(first));
    log("alias " + collection + " -> " + first);
    ready = true;
    writeState();
    System.out.println("SolrCloud ready: " + url(nodes[0]) + "/" + collection);
  }

  private void startZooKeeper() throws Exception {
    // No admin web server (it would take port 8080) and only the four-letter words Solr's UI uses.
    System.setProperty("zookeeper.admin.enableServer", "false");
    System.setProperty("zookeeper.4lw.commands.whitelist", "mntr,conf,ruok");
    Properties properties = new Properties();
    properties.setProperty("dataDir", data.resolve("zk").toString());
    properties.setProperty("clientPortAddress", "127.0.0.1");
    properties.setProperty("clientPort", zkHost.substring(zkHost.indexOf(':') + 1));
    QuorumPeerConfig quorum = new QuorumPeerConfig();
    quorum.parseProperties(properties);
    ServerConfig config = new ServerConfig();
    config.readFrom(quorum);
    Thread thread =
        new Thread(
            () -> {
              try {
                new ZooKeeperServerMain().runFromConfig(config);
              } catch (Exception e) {
                log("zookeeper stopped: " + e);
              }
            },
            "zookeeper");
    thread.setDaemon(true);
    thread.start();
    zk = new SolrZkClient.Builder().withUrl(zkHost).withTimeout(30, TimeUnit.SECONDS).build();
  }

  private synchronized void startNode(NodeProcess node) throws IOException {
    if (node.running()) return;
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(nodeJvmOptions);
    // Solr warns at startup without either: the log directory it would write to (the node logs to
    // standard output here) and a configset to offer as _default (ours, so that a collection
    // created without naming one still gets the library's analysis).
    command.add("-Dsolr.log.dir=" + data.resolve("logs"));
    command.add("-Dsolr.default.confdir=" + configset);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Node.class.getName()));
    command.addAll(
        List.of(Integer.toString(node.port), data.resolve("node-" + node.number).toString(), zkHost));
    File logFile = data.resolve("logs").resolve("node-" + node.number + ".log").toFile();
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile))
            .start();
    node.process = process;
    log("node " + node.number + " starting on port " + node.port + ", pid " + process.pid());
    process
        .onExit()
        .thenAccept(
            p -> {
              if (stopping) return;
              log("node " + node.number + " (pid " + p.pid() + ") exited with status " + p.exitValue());
              writeState();
            });
  }

  private void stopNode(NodeProcess node, boolean kill) throws InterruptedException {
    Process process = node.process;
    if (process == null || !process.isAlive()) return;
    if (kill) process.destroyForcibly();
    else process.destroy();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      process.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private void waitForLiveNodes(int expected) throws Exception {
    long deadline = System.nanoTime() + NODE_WAIT.toNanos();
    while (true) {
      List<String> live = zk.exists("/live_nodes", true) ? zk.getChildren("/live_nodes", null, true) : List.of();
      long count = Arrays.stream(nodes).filter(n -> n.running() && live.contains(n.liveNodeName())).count();
      if (count >= expected) return;
      for (NodeProcess node : nodes) {
        if (node.process != null && !node.process.isAlive()) {
          throw new IllegalStateException("node " + node.number + " exited: see " + data.resolve("logs/node-" + node.number + ".log"));
        }
      }
      if (System.nanoTime() > deadline) throw new IllegalStateException("only " + count + " of " + expected + " nodes live after " + NODE_WAIT);
      Thread.sleep(250);
    }
  }

  private void waitForLive(NodeProcess node) throws Exception {
    long deadline = System.nanoTime() + NODE_WAIT.toNanos();
    while (!zk.getChildren("/live_nodes", null, true).contains(node.liveNodeName())) {
      if (!node.running()) throw new IllegalStateException("node " + node.number + " exited while starting");
      if (System.nanoTime() > deadline) throw new IllegalStateException("node " + node.number + " not live after " + NODE_WAIT);
      Thread.sleep(250);
    }
  }

  private void collectionsApi(String query) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url(nodes[0]) + "/admin/collections?" + query + "&wt=json"))
            .timeout(Duration.ofMinutes(3))
            .build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IllegalStateException(query + " answered " + response.statusCode() + ": " + response.body());
    }
  }

  private void startControl() throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(LOOPBACK, 0), 0);
    server.createContext("/nodes/", this::control);
    // The default executor is one thread: stop and start requests never overlap.
    server.start();
    controlPort = server.getAddress().getPort();
  }

  private void control(HttpExchange exchange) throws IOException {
    int status = 200;
    Object body;
    try {
      String[] parts = exchange.getRequestURI().getPath().split("/");
      // "/nodes/2/stop" splits into "", "nodes", "2", "stop".
      if (!"POST".equals(exchange.getRequestMethod()) || parts.length != 4) {
        status = 404;
        body = Map.of("error", "POST /nodes/{n}/stop|kill|start");
      } else {
        int number = Integer.parseInt(parts[2]);
        if (number < 1 || number > nodes.length) throw new IllegalArgumentException("no node " + number);
        NodeProcess node = nodes[number - 1];
        switch (parts[3]) {
          case "stop" -> stopNode(node, false);
          case "kill" -> stopNode(node, true);
          case "start" -> {
            startNode(node);
            writeState();
            waitForLive(node);
          }
          default -> throw new IllegalArgumentException("unknown action " + parts[3]);
        }
        log("node " + number + ": " + parts[3] + " done");
        writeState();
        body = nodeState(node);
      }
    } catch (Exception e) {
      status = e instanceof IllegalArgumentException ? 400 : 500;
      body = Map.of("error", String.valueOf(e.getMessage()));
    }
    byte[] bytes = Utils.toJSONString(body).getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  private Map<String, Object> nodeState(NodeProcess node) {
    Map<String, Object> state = new LinkedHashMap<>();
    state.put("node", node.number);
    state.put("port", node.port);
    state.put("url", url(node));
    Process process = node.process;
    state.put("pid", process == null ? null : process.pid());
    state.put("running", node.running());
    return state;
  }

  /** Written whole to a temporary file and renamed, so a reader never sees half of it. */
  private synchronized void writeState() {
    Map<String, Object> state = new LinkedHashMap<>();
    state.put("url", url(nodes[0]));
    // The alias: the collection it points at changes with every reindex, CLUSTERSTATUS says which.
    state.put("collection", collection);
    state.put("configName", collection);
    state.put("ready", ready);
    state.put("zkHost", zkHost);
    state.put("launcher", Map.of("pid", ProcessHandle.current().pid(), "controlPort", controlPort));
    state.put("nodes", Arrays.stream(nodes).map(this::nodeState).toList());
    try {
      Path temporary = data.resolve("cluster.json.tmp");
      Files.writeString(temporary, Utils.toJSONString(state) + "\n");
      Files.move(temporary, data.resolve("cluster.json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      log("could not write cluster.json: " + e);
    }
  }

  private void shutdown() {
    stopping = true;
    log("stopping");
    // All at once: each node's clean shutdown takes seconds, and they do not depend on each other.
    for (NodeProcess node : nodes) {
      Process process = node.process;
      if (process != null) process.destroy();
    }
    for (NodeProcess node : nodes) {
      try {
        stopNode(node, false);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (zk != null) zk.close();
    try {
      Files.deleteIfExists(data.resolve("cluster.json"));
    } catch (IOException e) {
      log("could not remove cluster.json: " + e);
    }
    log("stopped");
  }

  private static String url(NodeProcess node) {
    return "http://127.0.0.1:" + node.port + "/solr";
  }

  private void log(String message) {
    System.out.printf("[launcher %.1fs] %s%n", (System.nanoTime() - started) / 1e9, message);
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, LOOPBACK)) {
      return socket.getLocalPort();
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) return;
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(path);
    }
  }
}
