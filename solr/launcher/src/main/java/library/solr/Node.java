package library.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.solr.embedded.JettyConfig;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * One Solr node, in a JVM of its own so that stopping or killing it is what it is in production:
 * a process going away. Started by {@link Launcher}: {@code Node <port> <solrHome> <zkHost>}.
 */
public final class Node {
  // host is fixed because Jetty binds 127.0.0.1 only: left empty, Solr would register the
  // machine's first address, which no other node could reach.
  private static final String SOLR_XML =
      """
      <solr>
        <solrcloud>
          <str name="host">127.0.0.1</str>
          <int name="hostPort">${hostPort}</int>
          <str name="hostContext">solr</str>
          <str name="zkHost">${zkHost}</str>
          <int name="zkClientTimeout">${zkClientTimeout:15000}</int>
          <bool name="genericCoreNodeNames">true</bool>
        </solrcloud>
      </solr>
      """;

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: Node <port> <solrHome> <zkHost>");
      System.exit(2);
    }
    int port = Integer.parseInt(args[0]);
    Path home = Path.of(args[1]).toAbsolutePath();
    Files.createDirectories(home);
    // Rewritten on every start: the home outlives a restart (its cores come back), the file is ours.
    Files.writeString(home.resolve("solr.xml"), SOLR_XML);

    Properties properties = new Properties();
    properties.setProperty("zkHost", args[2]);
    JettySolrRunner jetty =
        new JettySolrRunner(
            home.toString(),
            properties,
            // stopAtShutdown: SIGTERM closes the cores and leaves live_nodes at once, as bin/solr stop does.
            JettyConfig.builder().setPort(port).stopAtShutdown(true).build());
    jetty.start();
    System.out.println("node listening on http://127.0.0.1:" + jetty.getLocalPort() + "/solr");
  }
}
