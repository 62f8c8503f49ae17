/**
 * Drag-and-drop anywhere on the page. `isDragging` drives the visible drop target. The
 * enter/leave counter is needed because every child element fires its own dragenter and
 * dragleave as the pointer crosses it.
 */
import { useEffect, useRef, useState } from 'react';
import { droppedEntries, filesOfEntries } from './dropped-files';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

export function useWindowFileDrop(onFiles: (files: File[]) => void): boolean {
  const [isDragging, setIsDragging] = useState(false);
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setIsDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without preventDefault the browser opens the file instead of dropping it here.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setIsDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setIsDragging(false);
      const entries = event.dataTransfer ? droppedEntries(event.dataTransfer) : null;
      if (entries) {
        // A folder was dropped: walk it.
        void filesOfEntries(entries).then((files) => files.length > 0 && onFilesRef.current(files));
        return;
      }
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) onFilesRef.current(files);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  return isDragging;
}
