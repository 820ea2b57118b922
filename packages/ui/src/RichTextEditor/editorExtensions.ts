import { RICH_TEXT_LINK, safeEditorImageSrc, safeUrl } from '@platform/contract';
import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { type CompositionGuard, CompositionGuardExtension } from './compositionGuard.ts';

/** The headings the toolbar offers; the levels the viewer shows are kept when pasted or loaded. */
export const TOOLBAR_HEADINGS = [2, 3] as const;

/**
 * An editor image: the src must be one that stored HTML may show (safeEditorImageSrc: the editor's
 * JPEG, PNG or GIF data URLs, or a web image); any other image pasted or loaded is left out.
 */
const EditorImageNode = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          safeEditorImageSrc((element as HTMLElement).getAttribute('src')) === null ? false : null,
      },
    ];
  },
}).configure({ allowBase64: true, inline: false });

/** Alt+F10 (as in most editors) moves to the toolbar; Mod+K opens the link field. */
function editorShortcuts(actions: EditorShortcutActions) {
  return Extension.create({
    name: 'editorShortcuts',
    addKeyboardShortcuts() {
      return {
        'Alt-F10': () => {
          actions.focusToolbar();
          return true;
        },
        'Mod-k': () => {
          actions.openLinkForm();
          return true;
        },
      };
    },
  });
}

export interface EditorShortcutActions {
  focusToolbar: () => void;
  openLinkForm: () => void;
}

/**
 * What the editor writes, and nothing more (issue 20 item 1): paragraphs, headings, bold, italic,
 * underline, lists, links and images, with line breaks and undo. The other StarterKit parts (code,
 * quotes, rules, strike) have no button and are left out, so that a shortcut cannot write them.
 */
export function editorExtensions(
  guard: CompositionGuard,
  actions: EditorShortcutActions,
): Extensions {
  return [
    CompositionGuardExtension.configure({ guard }),
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      code: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      strike: false,
      // An empty paragraph after a last image or list would reach the stored HTML.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        // The contract's rule for rich-text links, for links typed, pasted or loaded alike.
        isAllowedUri: (url) => safeUrl(url, RICH_TEXT_LINK) !== null,
        // The viewer opens links apart itself; the stored HTML keeps the address only.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    EditorImageNode,
    editorShortcuts(actions),
  ];
}
