import * as React from "react";

/**
 * The editor's picture field, showing the picture already chosen. Decap's own image control asks for the
 * picture once, when it opens; while the file is still loading it is handed an empty placeholder, and it
 * keeps that blank square until the editor changes something else. This control waits for the file and then
 * draws Decap's control again, once, so an editor sees the current picture instead of an empty frame.
 */

interface Asset {
  path?: string;
}

interface ImageControlProps {
  value?: unknown;
  field: unknown;
  getAsset: (value: string, field: unknown) => Asset | undefined;
}

/** What Decap hands out while a file loads (its path is fixed in Decap's media actions). */
const PLACEHOLDER = "empty.svg";
const POLL_MS = 200;
const GIVE_UP_MS = 20_000;

function withLoadedPicture(Control: React.ComponentType<ImageControlProps>) {
  return function PictureControl(props: ImageControlProps) {
    const { value, field, getAsset } = props;
    const [drawn, setDrawn] = React.useState(0);
    React.useEffect(() => {
      if (typeof value !== "string" || value === "") return undefined;
      const loaded = () => {
        const asset = getAsset(value, field);
        return asset !== undefined && asset.path !== PLACEHOLDER;
      };
      // A picture already in memory (one just uploaded, say) shows at once and needs nothing more.
      if (loaded()) return undefined;
      const started = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const poll = () => {
        if (loaded()) setDrawn((count) => count + 1);
        else if (Date.now() - started < GIVE_UP_MS) timer = setTimeout(poll, POLL_MS);
      };
      timer = setTimeout(poll, POLL_MS);
      return () => clearTimeout(timer);
    }, [value, field, getAsset]);
    return <Control key={drawn} {...props} />;
  };
}

/** The parts of the editor's registry used here (Decap's own types leave the schema argument out). */
interface WidgetRegistry {
  getWidget(name: "image"): unknown;
  registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void;
}

/** Replaces Decap's image control with the same control, drawn again once its picture has loaded. */
export function showLoadedPictures(cms: unknown): void {
  const registry = cms as WidgetRegistry;
  const image = registry.getWidget("image") as { control: React.ComponentType<ImageControlProps>; preview?: unknown; schema?: unknown } | undefined;
  if (image) registry.registerWidget("image", withLoadedPicture(image.control), image.preview, image.schema);
}
