import FoundationEssentials

/// One request line on the control socket, answered: what habitd's server does with the
/// bytes a client sent (the fuzzer's way in, too). Decoding errors become error replies.
public enum ControlLine {
    public static let tooLong = ControlReply.failure("request too long: at most \(ControlRequest.maxLineBytes) bytes on one line")

    public static func reply(to line: [UInt8], answer: (ControlRequest) -> ControlReply) -> ControlReply {
        guard line.count <= ControlRequest.maxLineBytes else { return tooLong }
        guard let request = try? JSONDecoder().decode(ControlRequest.self, from: Data(line)) else {
            return .failure("not a control request: expected one JSON object like {\"command\":\"status\"} (commands: ping, status, reload)")
        }
        return answer(request)
    }
}
