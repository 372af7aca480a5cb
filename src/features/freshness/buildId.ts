/** The id of the running build: webpack defines process.env.BUILD_ID; without it (jest, tools) it is 'dev'. */
export const DEV_BUILD_ID = 'dev';

export function runningBuildId(): string {
  const id = process.env.BUILD_ID;
  return typeof id === 'string' && id !== '' ? id : DEV_BUILD_ID;
}
