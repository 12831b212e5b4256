// A third independent MCP client for the test suite (the official C# SDK): runs the representative workflow of spec
// §12 through the real bridge and prints what it saw as one JSON object for test/system/mcp-csharp-client.test.ts.
//
// Usage: McpWorkflowClient <workload pid> <workload name> <workload dir> -- <command> [args...]
// The bridge is started the way this SDK starts servers: StdioClientTransport with its default environment handling
// (the client's own environment inherited). The protocol version is left to the SDK, which prefers 2026-07-28.
using System.Text.Json;
using System.Text.Json.Nodes;
using ModelContextProtocol.Client;
using ModelContextProtocol.Protocol;

var separator = Array.IndexOf(args, "--");
if (separator != 3 || args.Length < 5)
{
    Console.Error.WriteLine("usage: McpWorkflowClient <pid> <name> <dir> -- <command> [args...]");
    return 2;
}
var pid = int.Parse(args[0]);
var name = args[1];
var dir = args[2];

var transport = new StdioClientTransport(new StdioClientTransportOptions
{
    Name = "winproc-tui",
    Command = args[4],
    Arguments = args[5..],
});
var clientInfo = new Implementation { Name = "winproc-csharp-client", Version = typeof(McpClient).Assembly.GetName().Version?.ToString(3) ?? "unknown" };
await using var client = await McpClient.CreateAsync(transport, new McpClientOptions { ClientInfo = clientInfo });

var report = new JsonObject
{
    ["client"] = new JsonObject { ["name"] = clientInfo.Name, ["sdk_version"] = SdkVersion() },
    ["negotiated"] = client.NegotiatedProtocolVersion,
    ["server"] = client.ServerInfo?.Name,
};

// 1. The catalog.
var tools = await client.ListToolsAsync();
report["tools"] = tools.Count;

// 2. Status.
var status = await Ok("winproc_get_status", new());
report["status_activity"] = status["data"]?["activity"]?.GetValue<string>();

// 3. The workload among the processes, by name.
JsonNode? row = null;
for (var attempt = 0; attempt < 100 && row is null; attempt++)
{
    var listing = await Ok("winproc_list_processes", new() { ["filter"] = new Dictionary<string, object?> { ["name"] = name } });
    row = listing["data"]?["rows"]?.AsArray().FirstOrDefault(r => r?["pid"]?.GetValue<int>() == pid);
    if (row is null) await Task.Delay(200);
}
if (row is null) throw new InvalidOperationException($"process {pid} ({name}) never appeared in a listing");
var processRef = row["process_ref"]!.GetValue<string>();
report["listed_pid"] = row["pid"]!.GetValue<int>();

// 4. Its metrics.
var metrics = await Ok("winproc_get_metrics", new()
{
    ["metric_ids"] = new[] { "private_bytes", "thread_count", "handle_count" },
    ["targets"] = new[] { new Dictionary<string, object?> { ["process_ref"] = processRef } },
});
report["metrics"] = metrics["data"]?["samples"]?[0]?["values"]?.DeepClone();

// 5. Investigate: its open files, then who holds files in its directory (a job each, followed to its last page).
report["open_files"] = new JsonArray((await JobRows("winproc_start_capture", new() { ["kind"] = "open_files", ["process_ref"] = processRef }))
    .Where(r => r?["kind"]?.GetValue<string>() == "file").Select(r => (JsonNode?)JsonValue.Create(r!["path"]!.GetValue<string>())).ToArray());
report["file_users"] = new JsonArray((await JobRows("winproc_start_capture", new() { ["kind"] = "file_users", ["read"] = new Dictionary<string, object?> { ["filter"] = dir } }))
    .Where(r => r?["kind"]?.GetValue<string>() == "handle")
    .Select(r => (JsonNode?)new JsonObject { ["path"] = r!["path"]?.DeepClone(), ["pid"] = r["pid"]?.DeepClone() }).ToArray());

// 6. An unknown tool is a protocol error; its message as this client receives it.
try
{
    await client.CallToolAsync("winproc_no_such_tool", new Dictionary<string, object?>());
    report["unknown_tool"] = "accepted";
}
catch (ModelContextProtocol.McpProtocolException error)
{
    report["unknown_tool"] = new JsonObject { ["code"] = (int)error.ErrorCode, ["message"] = error.Message };
}

Console.WriteLine(report.ToJsonString());
return 0;

async Task<JsonNode> Call(string tool, Dictionary<string, object?> arguments)
{
    var result = await client.CallToolAsync(tool, arguments);
    var structured = JsonNode.Parse(JsonSerializer.Serialize(result.StructuredContent)) ?? throw new InvalidOperationException($"{tool}: no structured content");
    // The text block carries the same JSON (spec §4).
    var text = result.Content.OfType<TextContentBlock>().Single().Text;
    if (!JsonNode.DeepEquals(JsonNode.Parse(text), structured)) throw new InvalidOperationException($"{tool}: the text block differs from structuredContent");
    return structured;
}

async Task<JsonNode> Ok(string tool, Dictionary<string, object?> arguments)
{
    var envelope = await Call(tool, arguments);
    if (envelope["error"] is JsonNode error) throw new InvalidOperationException($"{tool} failed: {error.ToJsonString()}");
    return envelope;
}

static Dictionary<string, object?> ArgumentsOf(JsonNode? node) =>
    JsonSerializer.Deserialize<Dictionary<string, object?>>(node!.ToJsonString()) ?? new();

/** Follows a job starter to its end, then every page of its result (next_action), as an MCP host would. */
async Task<List<JsonNode?>> JobRows(string tool, Dictionary<string, object?> arguments)
{
    var job = (await Ok(tool, arguments))["data"]!;
    while (job["state"]?.GetValue<string>() == "running" && job["next_action"] is JsonNode poll)
        job = (await Ok(poll["tool"]!.GetValue<string>(), ArgumentsOf(poll["arguments"])))["data"]!;
    if (job["state"]?.GetValue<string>() != "succeeded") throw new InvalidOperationException($"{tool}: job ended {job.ToJsonString()}");
    var rows = new List<JsonNode?>(job["result_page"]?["data"]?["rows"]?.AsArray() ?? new JsonArray());
    var action = job["next_action"];
    while (action is JsonNode next)
    {
        var page = (await Ok(next["tool"]!.GetValue<string>(), ArgumentsOf(next["arguments"])))["data"]!;
        rows.AddRange(page["rows"]!.AsArray());
        action = page["next_action"];
    }
    return rows;
}

static string SdkVersion()
{
    var attribute = typeof(McpClient).Assembly.GetCustomAttributes(typeof(System.Reflection.AssemblyInformationalVersionAttribute), false)
        .OfType<System.Reflection.AssemblyInformationalVersionAttribute>().FirstOrDefault();
    return attribute?.InformationalVersion.Split('+')[0] ?? "unknown";
}
