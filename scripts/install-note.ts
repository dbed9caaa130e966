// After `npm install`: npm ran on the machine's own Node and warned
// (EBADENGINE) about each package that asks for a newer one. Those warnings
// are about npm's Node, not the one the site runs on: say so once, plainly.

import { readFileSync } from "node:fs";

const wanted = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } })
  .engines.node;
const npmNode = /\bnode\/v(\d+)\.(\d+)\.(\d+)/.exec(process.env.npm_config_user_agent ?? "");
const minimum = /(\d+)\.(\d+)\.(\d+)/.exec(wanted);

/** a < b, comparing [major, minor, patch]. */
const older = (a: number[], b: number[]) => {
  const i = a.findIndex((part, at) => part !== b[at]);
  return i !== -1 && (a[i] ?? 0) < (b[i] ?? 0);
};

if (npmNode && minimum && older(npmNode.slice(1).map(Number), minimum.slice(1).map(Number))) {
  const version = `v${npmNode.slice(1).join(".")}`;
  console.info(
    `\nThe EBADENGINE warnings above are harmless: npm ran on this machine's Node ${version}, ` +
      `older than some packages ask for (${wanted}). The site itself runs on Node ${process.version}, ` +
      `which npm has just put in node_modules/.bin, and every npm script uses it. Next: npm start\n`,
  );
}
