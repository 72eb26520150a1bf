/// A function in an object of its own, so that the store can call it
/// through an unretained reference (`Unmanaged`) while another, strong
/// reference keeps it alive.
///
/// Calling a function kept in an array or in the store's storage cost a
/// retain and a release of it per call, about 20 instructions, a large part
/// of a dispatch; a `let` of an object the caller is guaranteed to keep alive
/// needs neither.
@usableFromInline
final class FunctionBox<Function> {
    @usableFromInline let function: Function

    @inlinable init(_ function: Function) { self.function = function }
}
