// The local agent that launches the classroom client (screens.md §4 "Join flow", §7, §8): its
// address, protocol and how its answers read. The launch request is agentLaunchSchema (schemas/).
export * from './outcome.ts';
export * from './protocol.ts';
