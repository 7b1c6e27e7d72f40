import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import {
  PHOTO_ACCEPT,
  PHOTO_CATEGORIES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoEndpointError,
  photoSaveError,
  type PhotoCategory,
  type TPhoto,
  type TPhotosDocument,
} from '@hearth/domain/photos';
import { ActionIcon, Box, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconGripVertical, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type CSSProperties } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageDropzone } from '../../../components/image-dropzone';
import { isApiError } from '../../../lib/api-client';
import { getPhotoUploadUrl } from '../../../api/photos/get-photo-upload-url';
import { photoKeys } from '../../../api/photos/keys';
import { useUpdatePhotos } from '../../../api/photos/update-photos';
import { putPhoto } from '../../../api/photos/upload-photo';
import {
  documentWith,
  fileProblem,
  movePhoto,
  photosIn,
  photoTypeOf,
  toRequest,
  withoutPhoto,
  type NewPhoto,
} from '../utils/photo-list';
import { PhotoSection } from './photo-section';
import { PHOTO_GRID_COLS, photoLabel, Thumbnail } from './photos-view';

/**
 * A failure to show: the spec's title with its code ('415 Could not save photo': the HTTP status, never an internal
 * code a person cannot read), what went wrong, and the section whose drop zone it belongs beside (none: the list).
 */
type Problem = { title?: string; message: string; category?: PhotoCategory };

const problemOf = (title: (code: string) => string, error: unknown, category?: PhotoCategory): Problem => ({
  title: title(isApiError(error) && error.status > 0 ? String(error.status) : 'Network'),
  message: error instanceof Error ? error.message : 'Something went wrong. Try again.',
  ...(category ? { category } : {}),
});

const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(PHOTO_ACCEPT).map(([type, extensions]) => [type, [...extensions]]),
);

type Uploading = { key: number; name: string; progress: number };

const SortablePhoto = ({
  photo,
  place,
  busy,
  onDelete,
}: {
  photo: TPhoto;
  place: number;
  busy: boolean;
  onDelete: () => void;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: busy,
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  const label = photoLabel(photo, place);
  return (
    <Box ref={setNodeRef} style={style} data-testid="editable-photo">
      <Thumbnail photo={photo} place={place} />
      <Group justify="space-between" gap={4} mt={4} wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Move ${label}`}
          disabled={busy}
          style={{ cursor: busy ? undefined : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="xs" c="dimmed" truncate>
          {place === 1 && photo.category === 'general' ? 'Cover photo' : `${place}`}
        </Text>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} disabled={busy} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
};

/**
 * The photo uploader (docs/product/photos.md#screens, #rules, #calls, #messages): per category a drop zone (jpg, jpeg, png, 20 MB each) whose files
 * go to signed upload URLs with progress, then one save of the whole list; drag (or the keyboard: Space, arrows,
 * Space) to reorder; delete after 'Are you sure you want to delete?'. Every change saves the whole list at once.
 */
export const PhotosEditor = ({ propertyId, document }: { propertyId: string; document: TPhotosDocument }) => {
  const save = useUpdatePhotos(propertyId);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [uploadingTo, setUploadingTo] = useState<PhotoCategory | null>(null);
  const [deleting, setDeleting] = useState<TPhoto | null>(null);
  const nextKey = useRef(0);
  const queryClient = useQueryClient();
  const photos = document.data.attributes.photos;
  const busy = save.isPending || uploadingTo !== null;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const upload = async (files: File[], category: PhotoCategory) => {
    setProblem(null);
    save.reset();
    const refused = files.map(fileProblem).find((text): text is string => text !== null);
    const chosen = files.filter((file) => fileProblem(file) === null);
    if (refused) setProblem({ message: refused });
    if (chosen.length === 0) return;
    const rows = chosen.map((file) => ({ key: (nextKey.current += 1), name: file.name, progress: 0 }));
    setUploading(rows);
    setUploadingTo(category);
    const added: NewPhoto[] = [];
    try {
      for (const [index, file] of chosen.entries()) {
        const type = photoTypeOf(file)!;
        const key = rows[index]!.key;
        let link: Awaited<ReturnType<typeof getPhotoUploadUrl>>;
        try {
          link = await getPhotoUploadUrl(propertyId, type);
        } catch (error) {
          setProblem(problemOf(photoEndpointError, error, category));
          break;
        }
        try {
          await putPhoto(link.signedUrl, {
            file,
            type,
            onProgress: (progress) =>
              setUploading((current) => current.map((row) => (row.key === key ? { ...row, progress } : row))),
          });
          added.push({ publicUrl: link.publicUrl, category });
        } catch (error) {
          setProblem(problemOf(photoSaveError, error, category));
        }
      }
      if (added.length > 0) {
        // An upload that takes a while saves against the list as it is at its end.
        const latest = queryClient.getQueryData<TPhotosDocument>(photoKeys.list(propertyId)) ?? document;
        await save
          .mutateAsync({ body: toRequest(latest.data.attributes.photos, added) })
          .catch((error: unknown) => setProblem(problemOf(photoSaveError, error, category)));
      }
    } finally {
      setUploading([]);
      setUploadingTo(null);
    }
  };

  const reorder = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = movePhoto(photos, String(active.id), String(over.id));
    setProblem(null);
    save.mutate(
      { body: toRequest(next), optimistic: documentWith(document, next) },
      { onError: (error) => setProblem(problemOf(photoSaveError, error)) },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const next = withoutPhoto(photos, deleting.id);
    save.mutate(
      { body: toRequest(next), optimistic: documentWith(document, next) },
      { onSuccess: () => setDeleting(null) },
    );
  };

  const rejected = (rejections: FileRejection[], category: PhotoCategory) => {
    const first = rejections[0];
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setProblem({
      message: first && !tooLarge ? (fileProblem(first.file) ?? PHOTO_MESSAGES.onlyTypes) : PHOTO_MESSAGES.tooLarge,
      category,
    });
  };

  // Beside the drop zone it came from, where the person is looking; a failure to save the list above them all.
  const problemAlert = problem ? (
    <ErrorAlert title={problem.title} withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblem(null)}>
      {problem.message}
    </ErrorAlert>
  ) : null;

  return (
    <Stack gap="xl">
      {problem && !problem.category ? problemAlert : null}
      {PHOTO_CATEGORIES.map((category) => {
        const shown = photosIn(photos, category);
        return (
          <PhotoSection key={category} category={category} count={shown.length} editable>
            <ImageDropzone
              onDrop={(files) => void upload(files, category)}
              onReject={(rejections) => rejected(rejections, category)}
              accept={ACCEPT}
              maxSize={PHOTO_MAX_BYTES}
              multiple
              disabled={busy}
              loading={uploadingTo === category}
              inputProps={{ 'aria-label': `Add ${category === 'general' ? 'photos' : 'check-out photos'}` }}
              size="sm"
              idleIcon={IconPhotoPlus}
              title={PHOTO_MESSAGES.dropHere}
              hint={PHOTO_MESSAGES.dropHint}
            />
            {problem?.category === category ? problemAlert : null}
            {uploadingTo === category
              ? uploading.map((row) => (
                  <Stack key={row.key} gap={2}>
                    <Text size="sm" truncate>
                      {row.name}
                    </Text>
                    <Progress
                      value={Math.round(row.progress * 100)}
                      aria-label={`Uploading ${row.name}`}
                      size="md"
                      animated={row.progress < 1}
                    />
                  </Stack>
                ))
              : null}
            {shown.length === 0 ? (
              <Text c="dimmed">{PHOTO_MESSAGES.noPhotos}</Text>
            ) : (
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={reorder}>
                <SortableContext items={shown.map((photo) => photo.id)} strategy={rectSortingStrategy}>
                  <SimpleGrid cols={PHOTO_GRID_COLS} spacing="sm">
                    {shown.map((photo, index) => (
                      <SortablePhoto
                        key={photo.id}
                        photo={photo}
                        place={index + 1}
                        busy={busy}
                        onDelete={() => {
                          save.reset();
                          setDeleting(photo);
                        }}
                      />
                    ))}
                  </SimpleGrid>
                </SortableContext>
              </DndContext>
            )}
          </PhotoSection>
        );
      })}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete photo"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={save.isPending}
        error={
          save.isError && deleting ? (
            <ErrorAlert title={problemOf(photoSaveError, save.error).title}>{save.error.message}</ErrorAlert>
          ) : undefined
        }
      >
        <Text>{PHOTO_MESSAGES.deleteConfirm}</Text>
      </ConfirmModal>
    </Stack>
  );
};
