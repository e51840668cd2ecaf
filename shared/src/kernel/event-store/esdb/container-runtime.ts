/**
 * Whether testcontainers can reach a container engine (Docker or Podman). The suites of the real
 * engines (EventStoreDB, MongoDB) run the adapters' contract suites in containers when it can, and are
 * reported as skipped, with this reason printed, when it cannot.
 */
export async function containerRuntimeUnavailable(): Promise<string | undefined> {
  if (process.env.SKIP_CONTAINER_TESTS) return 'SKIP_CONTAINER_TESTS is set';
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return undefined;
  } catch (error) {
    return `no container engine for testcontainers (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
  }
}
